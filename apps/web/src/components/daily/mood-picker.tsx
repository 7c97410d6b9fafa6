// One-tap mood choice 1-5 as emoji (SPEC 3: 1 sad ... 5 grin), a radio group so keyboards and screen readers can use it.
import { moodEmoji, moodOf } from '@groeipad/domain';
import { namespaces } from '@groeipad/i18n';
import { Group, UnstyledButton, Text, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './mood-picker.module.css';

export const MOOD_RATINGS = [1, 2, 3, 4, 5] as const;

type Props = {
  value: number | null;
  onChange: (rating: number) => void;
  /** The group's accessible name (e.g. "How do you feel today?"). */
  label: string;
  /** Show the mood word under each emoji (off where space is tight). */
  withLabels?: boolean;
  disabled?: boolean;
  size?: 'md' | 'lg';
};

export function MoodPicker({
  value,
  onChange,
  label,
  withLabels = true,
  disabled,
  size = 'lg',
}: Props) {
  const { t } = useTranslation(namespaces);
  return (
    <Group role="radiogroup" aria-label={label} gap="xs" justify="space-between" wrap="nowrap">
      {MOOD_RATINGS.map((rating) => {
        const selected = value === rating;
        const word = t(`daily:mood.${moodOf(rating)}`);
        return (
          <UnstyledButton
            key={rating}
            role="radio"
            aria-checked={selected}
            aria-label={word}
            disabled={disabled}
            className={classes.option}
            data-selected={selected || undefined}
            data-size={size}
            onClick={() => onChange(rating)}
          >
            <Stack gap={2} align="center">
              <span className={classes.emoji} aria-hidden="true">
                {moodEmoji(rating)}
              </span>
              {withLabels ? (
                <Text
                  size="xs"
                  c={selected ? undefined : 'dimmed'}
                  fw={selected ? 600 : 400}
                  aria-hidden="true"
                >
                  {word}
                </Text>
              ) : null}
            </Stack>
          </UnstyledButton>
        );
      })}
    </Group>
  );
}
