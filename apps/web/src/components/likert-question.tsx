// One five-point question: an accessible radio group named by its statement, with large tap targets.
// Shared by onboarding (personality test, wellness check) and the profile's retake test.
import type { Likert } from '@groeipad/domain';
import { Text } from '@mantine/core';
import { useId, useRef } from 'react';
import classes from './likert-question.module.css';

export type LikertOption = { value: Likert; label: string };

export type LikertQuestionProps = {
  /** Stable per question: the radios' name and the base of the element ids. */
  name: string;
  statement: string;
  /** e.g. "Vraag 3 van 10"; shown above the statement, not part of the group's name. */
  counter?: string;
  options: readonly LikertOption[];
  value: Likert | undefined;
  /** `byPointer` tells a tap or click from arrow keys, so callers can move on only after a tap. */
  onChange: (value: Likert, byPointer: boolean) => void;
  /** Shown under the options and announced with them, e.g. "Beantwoord deze vraag". */
  error?: string;
  /** Five in a row on wide screens, or always stacked. */
  layout?: 'auto' | 'stacked';
};

export function LikertQuestion({
  name,
  statement,
  counter,
  options,
  value,
  onChange,
  error,
  layout = 'auto',
}: LikertQuestionProps) {
  const id = useId();
  const labelId = `${id}-statement`;
  const errorId = `${id}-error`;
  const pointer = useRef(false);
  // Arrow keys change a radio without any pointer event; a tap or click always starts with one.
  const markPointer = () => {
    pointer.current = true;
  };
  return (
    <div className={classes.question} data-answered={value !== undefined}>
      {counter ? (
        <Text size="sm" c="dimmed" fw={500}>
          {counter}
        </Text>
      ) : null}
      <Text id={labelId} fw={600} size="lg" className={classes.statement}>
        {statement}
      </Text>
      <div
        role="radiogroup"
        aria-labelledby={labelId}
        aria-describedby={error ? errorId : undefined}
        aria-invalid={error ? true : undefined}
        className={classes.options}
        data-layout={layout}
      >
        {options.map((option) => (
          <label key={option.value} className={classes.option} onPointerDown={markPointer}>
            <input
              type="radio"
              className={classes.input}
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => {
                onChange(option.value, pointer.current);
                pointer.current = false;
              }}
            />
            <span className={classes.label}>{option.label}</span>
          </label>
        ))}
      </div>
      {error ? (
        <Text id={errorId} size="sm" c="red.8" role="alert">
          {error}
        </Text>
      ) : null}
    </div>
  );
}
