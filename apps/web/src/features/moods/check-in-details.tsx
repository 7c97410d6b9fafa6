// What is going on, triggers and activities: optional details added to the check-in a tap just saved.
import { namespaces } from '@groeipad/i18n';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TagListInput } from '../../components/tag-list-input';
import { storedTags, suggestionLabels } from './mood-tags';
import type { CheckInDetails as Details } from './use-mood-actions';
import { useTagTranslate } from './use-tag-translate';

export const CONTEXT_MAX = 2000;
const TAGS_MAX = 12;

type Props = { onSave: (details: Details) => Promise<boolean>; onCancel: () => void };

export function CheckInDetails({ onSave, onCancel }: Props) {
  const { t } = useTranslation(namespaces);
  const translate = useTagTranslate();
  const [context, setContext] = useState('');
  const [triggers, setTriggers] = useState<string[]>([]);
  const [activities, setActivities] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);

  async function save() {
    setSaving(true);
    // A failed save keeps everything typed (the card stays open), so nothing is lost.
    await onSave({
      context,
      triggers: storedTags('triggers', triggers, translate),
      activities: storedTags('activities', activities, translate),
    });
    setSaving(false);
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Stack gap="sm">
        <Textarea
          label={t('moods:checkIn.context')}
          placeholder={t('moods:checkIn.contextPlaceholder')}
          value={context}
          onChange={(event) => setContext(event.currentTarget.value)}
          maxLength={CONTEXT_MAX}
          rows={2}
          resize="vertical"
        />
        <TagListInput
          label={t('moods:checkIn.triggers')}
          description={t('moods:checkIn.tagsHint')}
          data={suggestionLabels('triggers', translate)}
          value={triggers}
          onChange={setTriggers}
          maxTags={TAGS_MAX}
          clearable
        />
        <TagListInput
          label={t('moods:checkIn.activities')}
          description={t('moods:checkIn.tagsHint')}
          data={suggestionLabels('activities', translate)}
          value={activities}
          onChange={setActivities}
          maxTags={TAGS_MAX}
          clearable
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onCancel} disabled={saving}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {t('moods:checkIn.saveDetails')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
