// Adds a goal to the shown day: text, emoji, category, priority and an estimate; linked to that day's journal.
import { categoryIcon, DEFAULT_GOAL_EMOJI } from '@groeipad/domain';
import { namespaces } from '@groeipad/i18n';
import {
  Button,
  Card,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmojiPicker } from './emoji-picker';
import { JournalLink } from './journal-link';
import {
  DURATION_MAX,
  DURATION_MIN,
  GOAL_CATEGORIES,
  GOAL_PRIORITIES,
  GOAL_TEXT_MAX,
  type GoalCategory,
  type GoalPriority,
} from './goal-options';
import type { NewGoal } from './use-goal-actions';
import type { DayJournal } from './use-goal-data';

type Props = {
  userId: string;
  dayStart: number;
  journal: DayJournal;
  onAdd: (goal: NewGoal) => Promise<boolean>;
};

function isCategory(value: string | null): value is GoalCategory {
  return GOAL_CATEGORIES.some((category) => category === value);
}

function isPriority(value: string): value is GoalPriority {
  return GOAL_PRIORITIES.some((priority) => priority === value);
}

export function AddGoalForm({ userId, dayStart, journal, onAdd }: Props) {
  const { t } = useTranslation(namespaces);
  const [text, setText] = useState('');
  const [emoji, setEmoji] = useState(DEFAULT_GOAL_EMOJI);
  const [category, setCategory] = useState<GoalCategory>('personal');
  const [priority, setPriority] = useState<GoalPriority>('medium');
  const [duration, setDuration] = useState<string | number>('');
  const [errors, setErrors] = useState<{ text?: string; duration?: string }>({});
  const [saving, setSaving] = useState(false);
  const entryId = journal.status === 'ready' ? journal.entryId : undefined;

  function validate() {
    const next: typeof errors = {};
    const trimmed = text.trim();
    if (trimmed === '') next.text = t('goals:form.textRequired');
    else if (trimmed.length > GOAL_TEXT_MAX)
      next.text = t('goals:form.textTooLong', { max: GOAL_TEXT_MAX });
    if (duration !== '') {
      const minutes = Number(duration);
      if (!Number.isInteger(minutes) || minutes < DURATION_MIN || minutes > DURATION_MAX) {
        next.duration = t('goals:form.durationRange', { min: DURATION_MIN, max: DURATION_MAX });
      }
    }
    setErrors(next);
    return Object.keys(next).length === 0;
  }

  async function submit() {
    if (!validate()) return;
    setSaving(true);
    const ok = await onAdd({
      user_id: userId,
      goal_text: text.trim(),
      goal_emoji: emoji,
      goal_category: category,
      is_completed: false,
      target_date: dayStart,
      priority,
      ...(duration === '' ? {} : { estimated_duration: Number(duration) }),
      ...(entryId ? { journal_entry_id: entryId } : {}),
    });
    setSaving(false);
    // Only a saved goal clears the form; after a failure everything typed stays.
    if (ok) {
      setText('');
      setEmoji(DEFAULT_GOAL_EMOJI);
      setDuration('');
    }
  }

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="add-goal-title">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h4" id="add-goal-title">
            {t('goals:form.title')}
          </Title>
          <Group align="flex-start" wrap="nowrap" gap="xs">
            <EmojiPicker value={emoji} onChange={setEmoji} />
            <TextInput
              style={{ flex: 1 }}
              label={t('goals:form.text')}
              placeholder={t('goals:form.textPlaceholder')}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              maxLength={GOAL_TEXT_MAX}
              error={errors.text}
              required
            />
          </Group>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <Select
              label={t('goals:form.category')}
              value={category}
              onChange={(value) => {
                if (isCategory(value)) setCategory(value);
              }}
              allowDeselect={false}
              data={GOAL_CATEGORIES.map((value) => ({
                value,
                label: `${categoryIcon(value)} ${t(`daily:category.${value}`)}`,
              }))}
            />
            <NumberInput
              label={t('goals:form.duration')}
              placeholder={t('goals:form.durationPlaceholder')}
              value={duration}
              onChange={setDuration}
              min={DURATION_MIN}
              max={DURATION_MAX}
              step={5}
              allowDecimal={false}
              allowNegative={false}
              error={errors.duration}
            />
          </SimpleGrid>
          <Stack gap={4}>
            <Text size="sm" fw={500} aria-hidden="true">
              {t('goals:form.priority')}
            </Text>
            <SegmentedControl
              aria-label={t('goals:form.priority')}
              value={priority}
              onChange={(value) => {
                if (isPriority(value)) setPriority(value);
              }}
              data={GOAL_PRIORITIES.map((value) => ({
                value,
                label: t(`goals:priority.${value}`),
              }))}
              fullWidth
            />
          </Stack>
          <JournalLink journal={journal} />
          <Group justify="flex-end">
            <Button type="submit" loading={saving}>
              {t('goals:form.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
