// The full create/edit form in a modal (full screen on phones). Nothing is written while a field is invalid.
import { dueNeedsConfirmation } from '@groeipad/domain';
import { namespaces } from '@groeipad/i18n';
import {
  Alert,
  Button,
  CloseButton,
  Group,
  Modal,
  Stack,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TagListInput } from '../../components/tag-list-input';
import { fromDateTimeLocal } from './date-time-local';
import { PastDueQuestion } from './past-due-question';
import { CategorySelect } from './category-select';
import { PriorityControl } from './priority-control';
import { hasErrors, validateTaskForm, type TaskFormErrors, type TaskFormValues } from './task-form';
import { useErrorText } from './use-error-text';

type Props = {
  opened: boolean;
  /** Changes on every opening, so the form starts from `initial` again. */
  formKey: number;
  /** Edit mode names the task being edited; create mode leaves it out. */
  mode: 'create' | 'edit';
  initial: TaskFormValues;
  tagSuggestions: string[];
  onClose: () => void;
  /** Resolves true when the write committed; the modal then closes, otherwise it keeps the input. */
  onSubmit: (values: TaskFormValues) => Promise<boolean>;
};

export function TaskFormModal({
  opened,
  formKey,
  mode,
  initial,
  tagSuggestions,
  onClose,
  onSubmit,
}: Props) {
  const { t } = useTranslation(namespaces);
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t(mode === 'create' ? 'tasks:form.createTitle' : 'tasks:form.editTitle')}
      fullScreen={phone === true}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      <TaskForm
        key={formKey}
        mode={mode}
        initial={initial}
        tagSuggestions={tagSuggestions}
        onCancel={onClose}
        onSubmit={onSubmit}
      />
    </Modal>
  );
}

type FormProps = Omit<Props, 'opened' | 'onClose' | 'formKey'> & { onCancel: () => void };

function TaskForm({ mode, initial, tagSuggestions, onCancel, onSubmit }: FormProps) {
  const { t } = useTranslation(namespaces);
  const errorText = useErrorText();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<TaskFormErrors>({});
  const [busy, setBusy] = useState(false);
  // The due text the user was asked about because it lies in the past, and whether they said keep it.
  const [pastDue, setPastDue] = useState<{ due: string; kept: boolean } | null>(null);
  const titleRef = useRef<HTMLInputElement>(null);
  const dueRef = useRef<HTMLInputElement>(null);
  const descriptionRef = useRef<HTMLTextAreaElement>(null);

  function set<K extends keyof TaskFormValues>(key: K, value: TaskFormValues[K]) {
    setValues((current) => ({ ...current, [key]: value }));
    if (key === 'title' || key === 'description' || key === 'due') {
      setErrors(({ [key]: _fixed, ...rest }) => rest);
    }
    if (key === 'due') setPastDue(null);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const found = validateTaskForm(values);
    setErrors(found);
    if (hasErrors(found)) {
      (found.title ? titleRef : found.description ? descriptionRef : dueRef).current?.focus();
      return;
    }
    const due = fromDateTimeLocal(values.due);
    const asked = pastDue?.due === values.due && pastDue.kept;
    if (!asked && dueNeedsConfirmation(due, Date.now(), fromDateTimeLocal(initial.due))) {
      setPastDue({ due: values.due, kept: false });
      return;
    }
    await save();
  }

  async function save() {
    setBusy(true);
    await onSubmit(values);
    setBusy(false);
  }

  function keepPastDue() {
    setPastDue({ due: values.due, kept: true });
    void save();
  }

  function changePastDue() {
    setPastDue(null);
    dueRef.current?.focus();
  }

  const invalid = hasErrors(errors);
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <TextInput
          ref={titleRef}
          label={t('tasks:form.title')}
          placeholder={t('tasks:form.titlePlaceholder')}
          value={values.title}
          onChange={(event) => set('title', event.currentTarget.value)}
          error={errorText(errors.title)}
          required
          data-autofocus
        />
        <Textarea
          ref={descriptionRef}
          label={t('tasks:form.description')}
          placeholder={t('tasks:form.descriptionPlaceholder')}
          value={values.description}
          onChange={(event) => set('description', event.currentTarget.value)}
          error={errorText(errors.description)}
          autosize
          minRows={2}
          maxRows={8}
        />
        <PriorityControl value={values.priority} onChange={(value) => set('priority', value)} />
        <TextInput
          ref={dueRef}
          type="datetime-local"
          label={t('tasks:form.due')}
          description={t('tasks:form.dueHint')}
          value={values.due}
          onChange={(event) => set('due', event.currentTarget.value)}
          error={errorText(errors.due)}
          rightSection={
            values.due === '' ? undefined : (
              <CloseButton aria-label={t('tasks:form.clearDue')} onClick={() => set('due', '')} />
            )
          }
        />
        {pastDue && !pastDue.kept ? (
          <PastDueQuestion onKeep={keepPastDue} onChange={changePastDue} />
        ) : null}
        <CategorySelect
          label={t('tasks:form.category')}
          placeholder={t('tasks:form.categoryPlaceholder')}
          clearLabel={t('tasks:form.clearCategory')}
          value={values.category}
          onChange={(value) => set('category', value)}
        />
        <TagListInput
          label={t('tasks:form.tags')}
          placeholder={t('tasks:form.tagsPlaceholder')}
          description={t('tasks:form.tagsHint')}
          value={values.tags}
          onChange={(tags) => set('tags', tags)}
          data={tagSuggestions}
          comboboxProps={{ withinPortal: true }}
        />
        {invalid ? (
          <Alert color="red" variant="light" role="alert">
            {t('tasks:validation.summary')}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {t(mode === 'create' ? 'tasks:form.create' : 'tasks:form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
