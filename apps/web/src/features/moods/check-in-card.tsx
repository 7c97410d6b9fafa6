// Quick check-in: one tap on a face saves it (with Undo); another tap corrects it; details are optional after.
import { moodEmoji, moodOf } from '@groeipad/domain';
import { namespaces } from '@groeipad/i18n';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MoodPicker } from '../../components/daily/mood-picker';
import { CheckInDetails } from './check-in-details';
import type { MoodActions, SavedCheckIn } from './use-mood-actions';

type Props = { actions: Pick<MoodActions, 'checkIn' | 'correct' | 'addDetails'> };

export function CheckInCard({ actions }: Props) {
  const { t, i18n } = useTranslation(namespaces);
  const [saved, setSaved] = useState<SavedCheckIn>();
  const [pending, setPending] = useState<number>();
  const [details, setDetails] = useState(false);

  function reset() {
    setSaved(undefined);
    setDetails(false);
  }

  async function choose(rating: number) {
    setPending(rating);
    if (saved) {
      if (await actions.correct(saved, rating)) setSaved({ ...saved, rating });
    } else {
      const stored = await actions.checkIn(rating, () =>
        setSaved((current) => (current?.id === stored?.id ? undefined : current)),
      );
      if (stored) setSaved(stored);
    }
    // A failed write was told with its reason; the faces stay as they were, so one tap tries again.
    setPending(undefined);
  }

  const time = (ms: number) =>
    new Intl.DateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit' }).format(ms);

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="check-in-title">
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} size="h4" id="check-in-title">
            {t('moods:checkIn.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('moods:checkIn.intro')}
          </Text>
        </Stack>
        <MoodPicker
          value={pending ?? saved?.rating ?? null}
          onChange={(rating) => void choose(rating)}
          label={t('moods:checkIn.title')}
          disabled={pending !== undefined}
        />
        <div role="status" aria-live="polite">
          {saved && pending === undefined ? (
            <Stack gap={2}>
              <Text fw={500} data-testid="moods-check-in-saved">
                {t('moods:checkIn.saved', {
                  emoji: moodEmoji(saved.rating),
                  mood: t(`daily:mood.${moodOf(saved.rating)}`),
                  time: time(saved.at),
                })}
              </Text>
              <Text size="xs" c="dimmed">
                {t('moods:checkIn.correctHint')}
              </Text>
            </Stack>
          ) : null}
        </div>
        {saved && details ? (
          <CheckInDetails
            onCancel={() => setDetails(false)}
            onSave={async (input) => {
              const ok = await actions.addDetails(saved, input);
              if (ok) reset();
              return ok;
            }}
          />
        ) : null}
        {saved && !details ? (
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={reset}>
              {t('moods:checkIn.done')}
            </Button>
            <Button variant="light" onClick={() => setDetails(true)}>
              {t('moods:checkIn.addDetails')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}
