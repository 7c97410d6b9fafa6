// Step 3: the eight wellness questions (answers saved as given, optionally encrypted), then a kind summary.
import { LIKERT_VALUES, WELLNESS_ITEMS, type Likert, type WellnessItemId } from '@groeipad/domain';
import { namespaces } from '@groeipad/i18n';
import { Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuestionStep } from './use-question-step';
import type { OnboardingDraft } from './onboarding-draft';
import { QuestionSet } from './question-set';
import { QuestionStepFooter } from './question-step-footer';
import { StepButtons } from './step-buttons';
import { EncryptWellnessSwitch } from './encrypt-wellness-switch';
import { WellnessSummary } from './wellness-summary';
import type { OnboardingStore } from './onboarding-store';

type Props = {
  draft: OnboardingDraft;
  store: OnboardingStore;
  onAnswer: (id: WellnessItemId, value: Likert) => void;
  /** Re-saves the draft after the encryption choice changed. */
  onEncryptionChanged: () => void;
  onSubmit: () => Promise<WellnessItemId[] | undefined>;
  onBack: () => void;
  onContinue: () => void;
};

function isWellnessId(id: string): id is WellnessItemId {
  return WELLNESS_ITEMS.some((item) => item.id === id);
}

export function WellnessStep(props: Props) {
  const { draft, store, onAnswer, onSubmit, onBack, onContinue } = props;
  const { t } = useTranslation(namespaces);
  const { missing, editing, setEditing, busy, submit } = useQuestionStep(onSubmit);
  const questions = useMemo(
    () =>
      WELLNESS_ITEMS.map(({ id }) => ({
        id,
        statement: t(`wellness:items.${id}.question`),
        options: LIKERT_VALUES.map((value) => ({
          value,
          label: t(`wellness:items.${id}.answers.${value}`),
        })),
      })),
    [t],
  );
  const result = draft.wellness.result;
  const open = missing.filter((id) => isWellnessId(id) && draft.wellness.answers[id] === undefined);

  if (result && !editing) {
    return (
      <Stack gap="lg">
        <WellnessSummary result={result} />
        <StepButtons onBack={() => setEditing(true)} onNext={onContinue} />
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <Text>{t('wellness:intro')}</Text>
      <EncryptWellnessSwitch
        store={store}
        userId={draft.userId}
        onChanged={props.onEncryptionChanged}
      />
      <QuestionSet
        name="wellness"
        questions={questions}
        answers={draft.wellness.answers}
        onAnswer={(id, value) => {
          if (isWellnessId(id)) onAnswer(id, value);
        }}
        missing={missing}
      />
      <QuestionStepFooter
        openCount={open.length}
        onBack={onBack}
        onSubmit={submit}
        submitLabel={t('onboarding:wellness.submit')}
        busy={busy}
      />
    </Stack>
  );
}
