// Bottom of a question step (test or wellness): how many questions are still open, then back and submit.
import { namespaces } from '@groeipad/i18n';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { StepButtons } from './step-buttons';

type Props = {
  openCount: number;
  onBack: () => void;
  onSubmit: () => Promise<void>;
  submitLabel: string;
  busy: boolean;
};

export function QuestionStepFooter({ openCount, onBack, onSubmit, submitLabel, busy }: Props) {
  const { t } = useTranslation(namespaces);
  return (
    <>
      {openCount > 0 ? (
        <Text c="red.8" role="alert">
          {t('onboarding:questions.missing', { count: openCount })}
        </Text>
      ) : null}
      <StepButtons
        onBack={onBack}
        onNext={() => void onSubmit()}
        nextLabel={submitLabel}
        busy={busy}
      />
    </>
  );
}
