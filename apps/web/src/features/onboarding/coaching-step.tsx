// Step 4: how often the coach checks in, what to work on, the coach's tone and the reminder time.
import { namespaces } from '@groeipad/i18n';
import { Checkbox, Radio, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  COACH_TONES,
  COACHING_FREQUENCIES,
  COACHING_GOALS,
  type CoachingGoal,
  type CoachingPreferences,
  type OnboardingDraft,
} from './onboarding-draft';
import { StepButtons } from './step-buttons';
import { hasErrors, type CoachingErrors } from './step-validation';

type Props = {
  draft: OnboardingDraft;
  onSubmit: (values: CoachingPreferences) => Promise<CoachingErrors | undefined>;
  onBack: () => void;
};

export function CoachingStep({ draft, onSubmit, onBack }: Props) {
  const { t } = useTranslation(namespaces);
  const [values, setValues] = useState<CoachingPreferences>(draft.coaching);
  const [errors, setErrors] = useState<CoachingErrors>({});
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof CoachingPreferences>(key: K, value: CoachingPreferences[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    setBusy(true);
    try {
      const found = (await onSubmit(values)) ?? {};
      setErrors(found);
      if (hasErrors(found)) {
        const field = found.goals ? 'goals' : 'reminderTime';
        formElement
          .querySelector<HTMLElement>(`[data-field="${field}"] input, input[data-field="${field}"]`)
          ?.focus();
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Stack gap="lg">
        <Radio.Group
          label={t('onboarding:coaching.frequency')}
          value={values.frequency}
          onChange={(value) => {
            const frequency = COACHING_FREQUENCIES.find((option) => option === value);
            if (frequency) set('frequency', frequency);
          }}
        >
          <Stack gap="xs" mt="xs">
            {COACHING_FREQUENCIES.map((option) => (
              <Radio
                key={option}
                value={option}
                label={t(`onboarding:coaching.frequencies.${option}`)}
              />
            ))}
          </Stack>
        </Radio.Group>
        <Checkbox.Group
          data-field="goals"
          label={t('onboarding:coaching.goals')}
          description={t('onboarding:coaching.goalsHint')}
          value={values.goals}
          onChange={(goals) =>
            set(
              'goals',
              COACHING_GOALS.filter((goal): goal is CoachingGoal => goals.includes(goal)),
            )
          }
          error={errors.goals ? t(`onboarding:errors.${errors.goals}`) : undefined}
        >
          <Stack gap="xs" mt="xs">
            {COACHING_GOALS.map((goal) => (
              <Checkbox
                key={goal}
                value={goal}
                label={t(`onboarding:coaching.goalOptions.${goal}`)}
              />
            ))}
          </Stack>
        </Checkbox.Group>
        <Radio.Group
          label={t('onboarding:coaching.tone')}
          value={values.tone}
          onChange={(value) => {
            const tone = COACH_TONES.find((option) => option === value);
            if (tone) set('tone', tone);
          }}
        >
          <Stack gap="xs" mt="xs">
            {COACH_TONES.map((tone) => (
              <Radio
                key={tone}
                value={tone}
                label={t(`onboarding:coaching.tones.${tone}.label`)}
                description={t(`onboarding:coaching.tones.${tone}.hint`)}
              />
            ))}
          </Stack>
        </Radio.Group>
        <TextInput
          data-field="reminderTime"
          type="time"
          label={t('onboarding:coaching.reminderTime')}
          description={t('onboarding:coaching.reminderTimeHint')}
          value={values.reminderTime}
          onChange={(event) => set('reminderTime', event.currentTarget.value)}
          error={errors.reminderTime ? t(`onboarding:errors.${errors.reminderTime}`) : undefined}
          maw={200}
        />
        <StepButtons onBack={onBack} busy={busy} />
      </Stack>
    </form>
  );
}
