// The statements of the chosen test as five-point questions; unanswered ones are flagged after "show result".
import type { Likert, PersonalityItemId, PersonalityTest } from '@groeipad/domain';
import { LIKERT_VALUES } from '@groeipad/domain';
import { namespaces } from '@groeipad/i18n';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LikertQuestion } from '../../components/likert-question';

type Props = {
  test: PersonalityTest;
  answers: Partial<Record<string, Likert>>;
  onAnswer: (id: string, value: Likert) => void;
  /** Ids to flag as unanswered. */
  missing: readonly string[];
};

export function RetakeQuestions({ test, answers, onAnswer, missing }: Props) {
  const { t } = useTranslation(namespaces);
  const options = LIKERT_VALUES.map((value) => ({
    value,
    label: t(`personality:scale.${value}`),
  }));
  return (
    <Stack gap="lg">
      {test.items.map((item, index) => (
        <div key={item.id} id={`retake-${item.id}`}>
          <LikertQuestion
            name={`retake-${item.id}`}
            counter={t('profile:retake.counter', { n: index + 1, total: test.items.length })}
            statement={t(`personality:items.${item.id as PersonalityItemId}`)}
            options={options}
            value={answers[item.id]}
            onChange={(value) => onAnswer(item.id, value)}
            error={missing.includes(item.id) ? t('profile:retake.answerThis') : undefined}
          />
        </div>
      ))}
    </Stack>
  );
}
