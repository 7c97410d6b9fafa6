// Step 2: the short (or, by choice, the long) personality test, answers saved as given, then the result.
import { LIKERT_VALUES, LONG_TEST, type Likert } from '@groeipad/domain';
import { namespaces } from '@groeipad/i18n';
import { Stack, Switch, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuestionStep } from './use-question-step';
import { testOf } from './onboarding-actions';
import type { OnboardingDraft, TestLength } from './onboarding-draft';
import { PersonalityResultView } from './personality-result';
import { QuestionSet } from './question-set';
import { QuestionStepFooter } from './question-step-footer';
import { StepButtons } from './step-buttons';

type Props = {
  draft: OnboardingDraft;
  onAnswer: (id: string, value: Likert) => void;
  onLength: (length: TestLength) => void;
  /** Resolves with the unanswered item ids, or nothing when the result was stored. */
  onSubmit: () => Promise<string[] | undefined>;
  onBack: () => void;
  onContinue: () => void;
};

export function PersonalityStep({
  draft,
  onAnswer,
  onLength,
  onSubmit,
  onBack,
  onContinue,
}: Props) {
  const { t } = useTranslation(namespaces);
  const { missing, setMissing, editing, setEditing, busy, submit } = useQuestionStep(onSubmit);
  const test = testOf(draft.test.length);
  const options = useMemo(
    () => LIKERT_VALUES.map((value) => ({ value, label: t(`personality:scale.${value}`) })),
    [t],
  );
  const questions = useMemo(
    () =>
      test.items.map((item) => ({
        id: item.id,
        statement: t(`personality:items.${item.id}` as 'personality:items.ei_energy_groups'),
        options,
      })),
    [test, t, options],
  );

  const result = draft.test.result;
  const open = missing.filter((id) => draft.test.answers[id] === undefined);
  if (result && !editing) {
    return (
      <Stack gap="lg">
        <PersonalityResultView result={result} />
        <StepButtons
          onBack={() => setEditing(true)}
          onNext={onContinue}
          nextLabel={t('onboarding:result.continue')}
        />
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <Text>{t('personality:intro')}</Text>
      <Switch
        checked={draft.test.length === 'long'}
        onChange={(event) => {
          setMissing([]);
          onLength(event.currentTarget.checked ? 'long' : 'short');
        }}
        label={t('onboarding:test.longOption', { total: LONG_TEST.items.length })}
        description={t('onboarding:test.longHint')}
      />
      <QuestionSet
        key={test.version}
        name={test.version}
        questions={questions}
        answers={draft.test.answers}
        onAnswer={onAnswer}
        missing={missing}
      />
      <QuestionStepFooter
        openCount={open.length}
        onBack={onBack}
        onSubmit={submit}
        submitLabel={t('onboarding:test.submit')}
        busy={busy}
      />
    </Stack>
  );
}
