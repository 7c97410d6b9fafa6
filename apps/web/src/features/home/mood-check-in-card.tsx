// Today's mood in one tap: the 1-5 faces, then "Saved: 🙂 Good at 14:32" once IndexedDB committed it.
import { moodEmoji, moodOf } from '@groeipad/domain';
import { namespaces } from '@groeipad/i18n';
import { Alert, Anchor, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MoodPicker } from '../../components/daily/mood-picker';
import { checkInToCorrect } from './check-in-rule';
import { SectionCard } from './section-card';
import { useMoodCheckIn } from './use-mood-check-in';
import { useReportReady } from './home-ready';

type Pending = { rating: number; failed: boolean };

export function MoodCheckInCard({ userId, now }: { userId: string; now: number }) {
  const { t, i18n } = useTranslation(namespaces);
  const { loading, latest, countToday, save } = useMoodCheckIn(userId, now);
  useReportReady('mood', !loading);
  const [changing, setChanging] = useState(false);
  const [pending, setPending] = useState<Pending>();

  async function choose(rating: number) {
    setPending({ rating, failed: false });
    const saved = await save(rating);
    // A failed write keeps the face chosen, so one tap on retry sends it again.
    setPending(saved ? undefined : { rating, failed: true });
    if (saved) setChanging(false);
  }

  const picking = !latest || changing || pending !== undefined;
  const time = (ms: number) =>
    new Intl.DateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit' }).format(ms);

  return (
    <SectionCard id="home-mood" title={t('home:mood.title')} testId="home-mood">
      {loading ? (
        <Skeleton h={72} aria-hidden="true" />
      ) : (
        <Stack gap="sm">
          {picking ? (
            <MoodPicker
              label={t('home:mood.pickerLabel')}
              value={pending?.rating ?? (changing ? (latest?.mood_rating ?? null) : null)}
              onChange={(rating) => void choose(rating)}
              disabled={pending !== undefined && !pending.failed}
            />
          ) : null}
          <div role="status" aria-live="polite">
            {pending && !pending.failed ? (
              <Text size="sm" c="dimmed">
                {t('home:mood.saving')}
              </Text>
            ) : null}
            {!pending && latest ? (
              <Text fw={500} data-testid="home-mood-saved">
                {t('home:mood.saved', {
                  emoji: latest.mood_emoji ?? moodEmoji(latest.mood_rating),
                  mood: t(`daily:mood.${moodOf(latest.mood_rating)}`),
                  time: time(latest.timestamp),
                })}
              </Text>
            ) : null}
            {!latest && !pending ? (
              <Text size="sm" c="dimmed">
                {t('home:mood.hint')}
              </Text>
            ) : null}
          </div>
          {pending?.failed ? (
            <Alert color="red" variant="light" title={t('home:errors.mood')}>
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{t('home:mood.keptChoice')}</Text>
                <Button size="xs" color="red" onClick={() => void choose(pending.rating)}>
                  {t('common:actions.retry')}
                </Button>
              </Stack>
            </Alert>
          ) : null}
          <Group gap="md" justify="space-between">
            {latest && !changing && !pending ? (
              <Button variant="subtle" size="compact-sm" onClick={() => setChanging(true)}>
                {checkInToCorrect(latest, now) ? t('home:mood.change') : t('home:mood.again')}
              </Button>
            ) : null}
            {changing && !pending ? (
              <Button
                variant="subtle"
                size="compact-sm"
                color="gray"
                onClick={() => setChanging(false)}
              >
                {t('common:actions.cancel')}
              </Button>
            ) : null}
            {countToday > 1 ? (
              <Text size="xs" c="dimmed">
                {t('home:mood.countToday', { count: countToday })}
              </Text>
            ) : null}
            <Anchor component={Link} to="/journaling/moods" size="sm">
              {t('home:mood.details')}
            </Anchor>
          </Group>
        </Stack>
      )}
    </SectionCard>
  );
}
