// Rewind on /analytics: a look back on last week or last month, saved as a rewind session, and the saved ones.
import { namespaces } from '@groeipad/i18n';
import { rewindSessionsRepository } from '@groeipad/local-db';
import {
  Alert,
  Button,
  Card,
  Group,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CurrentUser } from '../../lib/use-current-user';
import { useBoundRepository } from '../../lib/use-repository';
import { rewindRecord } from './look-back-records';
import { PastRewinds } from './past-rewinds';
import { RewindStats } from './rewind-stats';
import { RewindStory } from './rewind-story';
import { useRewind, useSavedRewinds, type RewindChoice } from './use-look-back';

type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

export function RewindSection({ user, today }: { user: CurrentUser; today: number }) {
  const { t } = useTranslation(namespaces);
  const [period, setPeriod] = useState<RewindChoice>('week');
  const [save, setSave] = useState<SaveState>('idle');
  const rewind = useRewind(user, today, period);
  const saved = useSavedRewinds(user.id);
  const rewinds = useBoundRepository(rewindSessionsRepository, user.id);
  const savedBefore = saved?.some(
    (record) => record.session_type === period && record.session_date === rewind?.from,
  );

  async function store() {
    if (!rewind) return;
    setSave('saving');
    try {
      await rewinds.save(rewindRecord(rewind, user.id));
      setSave('saved');
    } catch (error) {
      console.error('Saving a rewind failed', error);
      setSave('failed');
    }
  }

  return (
    <Stack gap="md">
      <SegmentedControl
        // Full width with wrapping labels: "Vergangener Monat" does not fit beside its partner on a phone.
        fullWidth
        styles={{ label: { whiteSpace: 'normal' } }}
        aria-label={t('insights:rewind.choose')}
        value={period}
        onChange={(value) => {
          setPeriod(value === 'month' ? 'month' : 'week');
          setSave('idle');
        }}
        data={[
          { value: 'week', label: t('insights:rewind.lastWeek') },
          { value: 'month', label: t('insights:rewind.lastMonth') },
        ]}
        style={{ alignSelf: 'flex-start' }}
      />
      {!rewind || !saved ? (
        <Skeleton
          height={200}
          radius="md"
          role="status"
          aria-label={t('insights:rewind.loading')}
        />
      ) : !rewind.enoughData ? (
        <Card withBorder padding="lg" data-testid="rewind-empty">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{t(`insights:rewind.empty.${period}`)}</Text>
            <Button component={Link} to="/journaling/new" variant="light">
              {t('insights:rewind.emptyAction')}
            </Button>
          </Stack>
        </Card>
      ) : (
        <Card withBorder padding="lg" data-testid="rewind-summary">
          <Stack gap="md">
            <Title order={3} size="h4">
              {rewind.title}
            </Title>
            <RewindStats rewind={rewind} />
            <RewindStory
              lines={rewind.lines}
              questions={rewind.questions}
              highlight={rewind.highlight}
            />
            <Group gap="sm" wrap="wrap">
              <Button onClick={() => void store()} loading={save === 'saving'}>
                {savedBefore ? t('insights:rewind.saveAgain') : t('insights:rewind.save')}
              </Button>
              <Text size="sm" c="dimmed" aria-live="polite">
                {save === 'saved' ? t('insights:rewind.saved') : null}
              </Text>
            </Group>
            {save === 'failed' ? (
              <Alert color="red" variant="light" role="alert">
                {t('insights:rewind.saveError')}
              </Alert>
            ) : null}
          </Stack>
        </Card>
      )}
      {saved ? <PastRewinds records={saved} /> : null}
    </Stack>
  );
}
