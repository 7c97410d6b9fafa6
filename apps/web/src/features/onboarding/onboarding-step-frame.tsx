// The frame of every step: progress, the step's name as the page heading, its intro, the step's content.
import { namespaces } from '@groeipad/i18n';
import { Alert, Card, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { OnboardingProgress } from './onboarding-progress';
import { onboardingStepKey, type OnboardingStepNumber } from './onboarding-steps';

type Props = {
  step: OnboardingStepNumber;
  saveFailed: boolean;
  children: ReactNode;
  /** 2 where the page has its own <h1> (the simulator). */
  headingOrder?: 1 | 2;
};

export function OnboardingStepFrame({ step, saveFailed, children, headingOrder = 1 }: Props) {
  const { t } = useTranslation(namespaces);
  const key = onboardingStepKey(step);
  return (
    <Card withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }} maw={720} mx="auto">
      <Stack gap="lg">
        <OnboardingProgress step={step} />
        <Stack gap="xs">
          <Title order={headingOrder} size="h2">
            {t(`routes:onboarding.steps.${key}`)}
          </Title>
          <Text size="lg">{t(`routes:onboarding.intro.${key}`)}</Text>
        </Stack>
        {saveFailed ? (
          <Alert color="red" role="alert">
            {t('onboarding:flow.saveFailed')}
          </Alert>
        ) : null}
        {children}
      </Stack>
    </Card>
  );
}
