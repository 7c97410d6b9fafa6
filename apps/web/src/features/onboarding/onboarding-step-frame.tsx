// The frame of every step: progress, the step's name as the page heading, its intro, the step's content.
// A new step starts at its top with the focus on its heading, not at the previous step's scroll position.
import { namespaces } from '@groeipad/i18n';
import { Alert, Card, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { OnboardingProgress } from './onboarding-progress';
import { onboardingStepKey, type OnboardingStepNumber } from './onboarding-steps';
import classes from './onboarding-step-frame.module.css';

type Props = {
  step: OnboardingStepNumber;
  saveFailed: boolean;
  children: ReactNode;
  /** 2 where the page has its own <h1> (the simulator). */
  headingOrder?: 1 | 2;
};

/** On a step change (not the first render): the frame's top into view, the heading focused for screen readers. */
function useStepStart(step: OnboardingStepNumber) {
  const frame = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef(step);
  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    // Instant: the new step replaced the old one, there is nothing to travel past. (jsdom has no scrollIntoView.)
    frame.current?.scrollIntoView?.({ block: 'start', behavior: 'instant' });
    heading.current?.focus({ preventScroll: true });
  }, [step]);
  return { frame, heading };
}

export function OnboardingStepFrame({ step, saveFailed, children, headingOrder = 1 }: Props) {
  const { t } = useTranslation(namespaces);
  const key = onboardingStepKey(step);
  const { frame, heading } = useStepStart(step);
  return (
    <Card
      ref={frame}
      withBorder
      shadow="sm"
      p={{ base: 'md', sm: 'xl' }}
      maw={720}
      mx="auto"
      className={classes.frame}
    >
      <Stack gap="lg">
        <OnboardingProgress step={step} />
        <Stack gap="xs">
          <Title
            ref={heading}
            order={headingOrder}
            size="h2"
            tabIndex={-1}
            className={classes.heading}
          >
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
