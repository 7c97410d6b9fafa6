// A set of five-point questions: one per screen on phones (moving on after a tap), the whole list on wider screens.
import type { Likert } from '@groeipad/domain';
import { namespaces } from '@groeipad/i18n';
import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LikertQuestion, type LikertOption } from '../../components/likert-question';

export type Question = { id: string; statement: string; options: readonly LikertOption[] };

type Props = {
  name: string;
  questions: readonly Question[];
  answers: Partial<Record<string, Likert>>;
  onAnswer: (id: string, value: Likert) => void;
  /** Unanswered questions after a submit; the set moves to the first and marks it. */
  missing: readonly string[];
};

/** Matches the Likert component's breakpoint: below 48em the answers stack. */
export const PHONE_QUERY = '(max-width: 47.99em)';

function firstOpen(questions: readonly Question[], answers: Props['answers']): number {
  const index = questions.findIndex((question) => answers[question.id] === undefined);
  return index === -1 ? questions.length - 1 : index;
}

export function QuestionSet({ name, questions, answers, onAnswer, missing }: Props) {
  const { t } = useTranslation(namespaces);
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  // A resumed test opens at the first unanswered question.
  const [index, setIndex] = useState(() => firstOpen(questions, answers));
  const [shownMissing, setShownMissing] = useState(missing);
  const root = useRef<HTMLDivElement>(null);
  // A new list of unanswered questions opens the first of them (state adjusted while rendering, as React advises).
  if (shownMissing !== missing) {
    setShownMissing(missing);
    const at = questions.findIndex((question) => question.id === missing[0]);
    if (at >= 0) setIndex(at);
  }
  const total = questions.length;
  const answered = questions.filter((question) => answers[question.id] !== undefined).length;
  const safeIndex = Math.min(index, total - 1);
  // Only the question the submit stopped at says "answer this"; the ones after it are not skipped yet,
  // and the footer counts them. Answering it clears the message.
  const flagged = missing[0];

  useEffect(() => {
    const first = missing[0];
    if (first === undefined) return;
    // After the page or list has rendered the question, put the focus on it.
    requestAnimationFrame(() => {
      root.current?.querySelector<HTMLInputElement>(`input[name="${name}-${first}"]`)?.focus();
    });
  }, [missing, name]);

  const render = (question: Question, at: number) => (
    <LikertQuestion
      key={question.id}
      name={`${name}-${question.id}`}
      statement={question.statement}
      counter={t('onboarding:questions.counter', { current: at + 1, total })}
      options={question.options}
      value={answers[question.id]}
      error={
        question.id === flagged && answers[question.id] === undefined
          ? t('onboarding:questions.required')
          : undefined
      }
      onChange={(value, byPointer) => {
        onAnswer(question.id, value);
        if (phone && byPointer && at < total - 1) setIndex(at + 1);
      }}
    />
  );

  const progress = (
    <Progress
      value={(answered / total) * 100}
      size="sm"
      aria-label={t('onboarding:questions.answered', { answered, total })}
    />
  );

  if (!phone) {
    return (
      <Stack gap="xl" ref={root}>
        <Text size="sm" c="dimmed">
          {t('onboarding:questions.answered', { answered, total })}
        </Text>
        {progress}
        {questions.map(render)}
      </Stack>
    );
  }

  const current = questions[safeIndex];
  return (
    <Stack gap="md" ref={root}>
      {progress}
      {current ? render(current, safeIndex) : null}
      <Group justify="space-between" wrap="nowrap">
        <Button variant="subtle" onClick={() => setIndex(safeIndex - 1)} disabled={safeIndex === 0}>
          {t('onboarding:questions.previous')}
        </Button>
        <Button
          variant="subtle"
          onClick={() => setIndex(safeIndex + 1)}
          disabled={safeIndex >= total - 1}
        >
          {t('onboarding:questions.next')}
        </Button>
      </Group>
    </Stack>
  );
}
