// Step 5: everything the user chose, with a way back to each step, and "start" which stores it all.
import type { MbtiType } from '@groeipad/domain';
import { namespaces } from '@groeipad/i18n';
import { Alert, Anchor, Box, Button, Group, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { chosenType, type OnboardingDraft } from './onboarding-draft';
import { onboardingStepKey, type OnboardingStepNumber } from './onboarding-steps';

type Props = {
  draft: OnboardingDraft;
  onEdit: (step: OnboardingStepNumber) => void;
  onBack: () => void;
  onStart: () => Promise<void>;
};

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box style={{ display: 'flex', flexWrap: 'wrap', gap: '0 var(--mantine-spacing-md)' }}>
      <Text component="dt" fw={600} size="sm" miw={160}>
        {label}
      </Text>
      <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Box>
  );
}

export function CompleteStep({ draft, onEdit, onBack, onStart }: Props) {
  const { t } = useTranslation(namespaces);
  const [state, setState] = useState<'idle' | 'saving' | 'failed'>('idle');
  const { personal, coaching, test, wellness } = draft;
  const type = chosenType(draft);

  async function start() {
    setState('saving');
    try {
      await onStart();
    } catch (error) {
      console.error('Completing onboarding failed', error);
      setState('failed');
    }
  }

  const typeText = (known: MbtiType) => {
    const nickname = t(`types:${known}.nickname`);
    return personal.knowsType || !test.result
      ? t('onboarding:complete.typeSelfReported', { type: known, nickname })
      : t('onboarding:complete.typeTested', {
          type: known,
          nickname,
          percent: Math.round(test.result.confidence * 100),
        });
  };

  const edit = (step: OnboardingStepNumber) => (
    <Anchor component="button" type="button" size="sm" onClick={() => onEdit(step)}>
      {t('onboarding:complete.edit', {
        step: t(`routes:onboarding.steps.${onboardingStepKey(step)}`),
      })}
    </Anchor>
  );

  return (
    <Stack gap="lg">
      <Box component="dl" m={0} data-testid="onboarding-summary">
        <Stack gap="xs">
          <Row label={t('onboarding:personal.name')}>{personal.name}</Row>
          <Row label={t('onboarding:complete.email')}>
            {personal.email || t('onboarding:complete.noEmail')}
          </Row>
          <Row label={t('onboarding:personal.language')}>
            {t(`common:language.names.${personal.language}`)}
          </Row>
          <Row label={t('onboarding:personal.timezone')}>{personal.timezone}</Row>
          <Row label={t('onboarding:complete.type')}>{type ? typeText(type) : null}</Row>
          <Row label={t('onboarding:complete.wellness')}>
            {wellness.result ? t('wellness:overall', { score: wellness.result.overall }) : null}
          </Row>
          <Row label={t('onboarding:coaching.frequency')}>
            {t(`onboarding:coaching.frequencies.${coaching.frequency}`)}
          </Row>
          <Row label={t('onboarding:coaching.goals')}>
            {coaching.goals.map((goal) => t(`onboarding:coaching.goalOptions.${goal}`)).join(', ')}
          </Row>
          <Row label={t('onboarding:coaching.tone')}>
            {t(`onboarding:coaching.tones.${coaching.tone}.label`)}
          </Row>
          <Row label={t('onboarding:coaching.reminderTime')}>{coaching.reminderTime}</Row>
        </Stack>
      </Box>
      <Group gap="md">
        {edit(1)}
        {personal.knowsType ? null : edit(2)}
        {edit(3)}
        {edit(4)}
      </Group>
      {state === 'failed' ? (
        <Alert color="red" role="alert">
          {t('onboarding:flow.saveFailed')}
        </Alert>
      ) : null}
      <Group justify="space-between" wrap="nowrap">
        <Button variant="default" onClick={onBack} disabled={state === 'saving'}>
          {t('routes:onboarding.back')}
        </Button>
        <Button onClick={() => void start()} loading={state === 'saving'}>
          {t('routes:onboarding.start')}
        </Button>
      </Group>
    </Stack>
  );
}
