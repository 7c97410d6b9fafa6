// The plan form (in a modal): title, kind, date, focus for tomorrow and the three goal lists.
import { PLANNING_SESSION_TYPES } from '@groeipad/domain';
import { namespaces } from '@groeipad/i18n';
import {
  Button,
  Group,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GoalListEditor } from './goal-list-editor';
import { GOAL_LISTS, isSessionType, SESSION_TITLE_MAX, type PlanDraft } from './session-draft';

type Props = {
  mode: 'create' | 'edit';
  initial: PlanDraft;
  onSubmit: (draft: PlanDraft) => Promise<boolean>;
  onClose: () => void;
};

const FOCUS_MAX = 2000;
const DAY_KEY = /^\d{4}-\d{2}-\d{2}$/;

export function SessionForm({ mode, initial, onSubmit, onClose }: Props) {
  const { t } = useTranslation(namespaces);
  const phone = useMediaQuery('(max-width: 36em)');
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<{ title?: string; date?: string }>({});
  const [saving, setSaving] = useState(false);

  function set<K extends keyof PlanDraft>(key: K, value: PlanDraft[K]) {
    setDraft((current) => ({ ...current, [key]: value }));
  }

  async function submit() {
    const next: typeof errors = {};
    if (draft.title.trim() === '') next.title = t('planning:form.titleRequired');
    if (!DAY_KEY.test(draft.date)) next.date = t('planning:form.dateRequired');
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    setSaving(true);
    const ok = await onSubmit(draft);
    setSaving(false);
    // After a failure the modal stays open with everything typed.
    if (ok) onClose();
  }

  return (
    <Modal
      opened
      onClose={onClose}
      title={mode === 'create' ? t('planning:form.createTitle') : t('planning:form.editTitle')}
      size="lg"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="md">
          <TextInput
            label={t('planning:form.title')}
            placeholder={t('planning:form.titlePlaceholder')}
            value={draft.title}
            maxLength={SESSION_TITLE_MAX}
            onChange={(event) => set('title', event.currentTarget.value)}
            error={errors.title}
            required
            data-autofocus
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <Select
              label={t('planning:form.type')}
              value={draft.type}
              allowDeselect={false}
              onChange={(value) => {
                if (isSessionType(value)) set('type', value);
              }}
              data={PLANNING_SESSION_TYPES.map((type) => ({
                value: type,
                label: t(`planning:type.${type}`),
              }))}
            />
            <TextInput
              type="date"
              label={t('planning:form.date')}
              value={draft.date}
              onChange={(event) => set('date', event.currentTarget.value)}
              error={errors.date}
              required
            />
          </SimpleGrid>
          <Textarea
            label={t('planning:form.tomorrowFocus')}
            placeholder={t('planning:form.tomorrowFocusPlaceholder')}
            value={draft.tomorrowFocus}
            maxLength={FOCUS_MAX}
            rows={2}
            resize="vertical"
            onChange={(event) => set('tomorrowFocus', event.currentTarget.value)}
          />
          {GOAL_LISTS.map((list) => (
            <GoalListEditor
              key={list}
              list={list}
              goals={draft.goals[list]}
              onChange={(goals) =>
                setDraft((current) => ({ ...current, goals: { ...current.goals, [list]: goals } }))
              }
            />
          ))}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose} disabled={saving}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {mode === 'create' ? t('planning:form.create') : t('common:actions.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
