// Where the user is in onboarding: a progress bar with "step N of 5" and the five step names in order.
import { namespaces } from '@groeipad/i18n';
import { Group, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  ONBOARDING_STEPS,
  ONBOARDING_STEP_COUNT,
  type OnboardingStepNumber,
} from './onboarding-steps';

function CheckMark() {
  return (
    <svg viewBox="0 0 16 16" width={14} height={14} aria-hidden="true" focusable="false">
      <path d="M3 8.5 6.5 12 13 4.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
    </svg>
  );
}

export function OnboardingProgress({ step }: { step: OnboardingStepNumber }) {
  const { t } = useTranslation(namespaces);
  const label = t('routes:onboarding.progress', { step, total: ONBOARDING_STEP_COUNT });
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed" fw={500}>
        {label}
      </Text>
      <Progress value={(step / ONBOARDING_STEP_COUNT) * 100} aria-label={label} size="sm" />
      <nav aria-label={t('routes:onboarding.stepsLabel')}>
        <Stack component="ol" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
          {ONBOARDING_STEPS.map((key, index) => {
            const number = index + 1;
            const done = number < step;
            const current = number === step;
            return (
              <Group
                component="li"
                key={key}
                gap="sm"
                wrap="nowrap"
                aria-current={current ? 'step' : undefined}
              >
                <ThemeIcon
                  aria-hidden="true"
                  radius="xl"
                  size="md"
                  variant={current || done ? 'filled' : 'light'}
                  color={done ? 'teal.7' : 'teal'}
                >
                  {done ? (
                    <CheckMark />
                  ) : (
                    <Text size="xs" fw={700} span>
                      {number}
                    </Text>
                  )}
                </ThemeIcon>
                <Text size="sm" fw={current ? 700 : 400} c={current ? undefined : 'dimmed'}>
                  {t(`routes:onboarding.steps.${key}`)}
                </Text>
              </Group>
            );
          })}
        </Stack>
      </nav>
    </Stack>
  );
}
