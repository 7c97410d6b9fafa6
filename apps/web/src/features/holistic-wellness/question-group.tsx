// One titled group of five-point questions of the holistic check (the basics or a deeper section).
import type { Likert } from '@groeipad/domain';
import { Stack, Title } from '@mantine/core';
import { LikertQuestion, type LikertOption } from '../../components/likert-question';

export type GroupQuestion = { id: string; statement: string; options: readonly LikertOption[] };

type Props = {
  title: string;
  questions: readonly GroupQuestion[];
  answers: Partial<Record<string, Likert>>;
  onAnswer: (id: string, value: Likert) => void;
  /** Shown under each unanswered question once the user tried to submit. */
  missingLabel?: string;
};

export function QuestionGroup({ title, questions, answers, onAnswer, missingLabel }: Props) {
  return (
    <Stack gap="md" component="section" aria-label={title}>
      <Title order={2} size="h3">
        {title}
      </Title>
      {questions.map((q) => (
        <LikertQuestion
          key={q.id}
          name={`holistic-${q.id}`}
          statement={q.statement}
          options={q.options}
          value={answers[q.id]}
          onChange={(value) => onAnswer(q.id, value)}
          layout="stacked"
          error={missingLabel && answers[q.id] === undefined ? missingLabel : undefined}
        />
      ))}
    </Stack>
  );
}
