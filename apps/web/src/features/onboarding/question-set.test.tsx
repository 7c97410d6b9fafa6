import type { Likert } from '@groeipad/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render-app';
import { QuestionSet, type Question } from './question-set';

const options = ([1, 2, 3, 4, 5] as const).map((value) => ({ value, label: `Optie ${value}` }));
const questions: Question[] = ['q1', 'q2', 'q3'].map((id) => ({
  id,
  statement: `Stelling ${id}`,
  options,
}));

function set(answers: Partial<Record<string, Likert>>, missing: readonly string[]) {
  return (
    <QuestionSet
      name="test"
      questions={questions}
      answers={answers}
      onAnswer={() => undefined}
      missing={missing}
    />
  );
}

/** The set as a step holds it: answers kept, the missing list as the last submit left it. */
function AnsweringSet({ missing }: { missing: readonly string[] }) {
  const [answers, setAnswers] = useState<Partial<Record<string, Likert>>>({});
  return (
    <QuestionSet
      name="test"
      questions={questions}
      answers={answers}
      onAnswer={(id, value) => setAnswers((current) => ({ ...current, [id]: value }))}
      missing={missing}
    />
  );
}

function errors() {
  return screen.queryAllByText('Beantwoord deze vraag.');
}

describe('QuestionSet after an early submit', () => {
  it('marks only the question the submit stopped at, not the ones after it', () => {
    renderApp(set({}, ['q1', 'q2', 'q3']));
    expect(errors()).toHaveLength(1);
    const group = screen.getByRole('radiogroup', { name: 'Stelling q1' });
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(
      screen.getByRole('radiogroup', { name: 'Stelling q2' }).getAttribute('aria-invalid'),
    ).toBeNull();
  });

  it('clears the message once that question is answered, without marking the next one', () => {
    renderApp(<AnsweringSet missing={['q1', 'q2', 'q3']} />);
    expect(errors()).toHaveLength(1);
    const first = screen.getByRole('radiogroup', { name: 'Stelling q1' });
    fireEvent.click(within(first).getByLabelText('Optie 4'));
    expect(errors()).toHaveLength(0);
    expect(
      screen.getByRole('radiogroup', { name: 'Stelling q2' }).getAttribute('aria-invalid'),
    ).toBeNull();
  });
});
