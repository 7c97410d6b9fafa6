// One onboarding step: progress, the step's purpose, back/next, and on the last step the real completion.
import { namespaces } from '@groeipad/i18n';
import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDatabase } from '../../lib/database-context';
import { OnboardingProgress } from './onboarding-progress';
import { completeOnboarding } from './onboarding-status';
import {
  ONBOARDING_STEP_COUNT,
  onboardingStepKey,
  onboardingStepPath,
  type OnboardingStepNumber,
} from './onboarding-steps';

type Props = {
  step: OnboardingStepNumber;
  /** Called after the record and flag are stored; the app updates its gate and goes home. */
  onCompleted: () => void;
};

type SaveState = 'idle' | 'saving' | 'failed';

export function OnboardingStepScreen({ step, onCompleted }: Props) {
  const { t } = useTranslation(namespaces);
  const { db } = useDatabase();
  const [save, setSave] = useState<SaveState>('idle');
  const key = onboardingStepKey(step);
  const last = step === ONBOARDING_STEP_COUNT;

  async function start() {
    setSave('saving');
    try {
      const storage = typeof localStorage === 'undefined' ? undefined : localStorage;
      await completeOnboarding(db, { now: Date.now(), userId: crypto.randomUUID(), storage });
      onCompleted();
    } catch (error) {
      console.error('Completing onboarding failed', error);
      setSave('failed');
    }
  }

  return (
    <Card withBorder shadow="sm" p="xl" maw={640} mx="auto">
      <Stack gap="lg">
        <OnboardingProgress step={step} />
        <Stack gap="xs">
          <Title order={1} size="h2">
            {t(`routes:onboarding.steps.${key}`)}
          </Title>
          <Text size="lg">{t(`routes:onboarding.intro.${key}`)}</Text>
          {last ? null : <Text c="dimmed">{t('routes:onboarding.soon')}</Text>}
        </Stack>
        {save === 'failed' ? (
          <Alert color="red" role="alert">
            {t('routes:onboarding.saveFailed')}
          </Alert>
        ) : null}
        <Group justify="space-between">
          {step > 1 ? (
            <Button
              component={Link}
              to={onboardingStepPath((step - 1) as OnboardingStepNumber)}
              variant="default"
            >
              {t('routes:onboarding.back')}
            </Button>
          ) : (
            <span />
          )}
          {last ? (
            <Button onClick={() => void start()} loading={save === 'saving'}>
              {t('routes:onboarding.start')}
            </Button>
          ) : (
            <Button component={Link} to={onboardingStepPath((step + 1) as OnboardingStepNumber)}>
              {t('routes:onboarding.next')}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
