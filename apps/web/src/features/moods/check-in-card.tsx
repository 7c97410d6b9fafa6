// Quick check-in: one tap on a mood, then optionally what is going on, triggers and activities, and Save.
import { namespaces } from '@groeipad/i18n';
import { Button, Card, Group, Stack, TagsInput, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MoodPicker } from '../../components/daily/mood-picker';
import { storedTags, suggestionLabels } from './mood-tags';
import type { CheckIn } from './use-mood-actions';
import { useTagTranslate } from './use-tag-translate';

export const CONTEXT_MAX = 2000;
const TAGS_MAX = 12;

type Props = { onSave: (input: CheckIn) => Promise<boolean> };

export function CheckInCard({ onSave }: Props) {
  const { t } = useTranslation(namespaces);
  const translate = useTagTranslate();
  const [rating, setRating] = useState<number | null>(null);
  const [context, setContext] = useState('');
  const [triggers, setTriggers] = useState<string[]>([]);
  const [activities, setActivities] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);

  function reset() {
    setRating(null);
    setContext('');
    setTriggers([]);
    setActivities([]);
  }

  async function save() {
    if (rating === null) return;
    setSaving(true);
    const ok = await onSave({
      rating,
      context,
      triggers: storedTags('triggers', triggers, translate),
      activities: storedTags('activities', activities, translate),
    });
    setSaving(false);
    // A failed save keeps everything chosen and typed, so nothing is lost.
    if (ok) reset();
  }

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="check-in-title">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <Stack gap="md">
          <Stack gap={2}>
            <Title order={2} size="h4" id="check-in-title">
              {t('moods:checkIn.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('moods:checkIn.intro')}
            </Text>
          </Stack>
          <MoodPicker value={rating} onChange={setRating} label={t('moods:checkIn.title')} />
          {rating !== null ? (
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
              <TagsInput
                label={t('moods:checkIn.triggers')}
                description={t('moods:checkIn.tagsHint')}
                data={suggestionLabels('triggers', translate)}
                value={triggers}
                onChange={setTriggers}
                maxTags={TAGS_MAX}
                clearable
              />
              <TagsInput
                label={t('moods:checkIn.activities')}
                description={t('moods:checkIn.tagsHint')}
                data={suggestionLabels('activities', translate)}
                value={activities}
                onChange={setActivities}
                maxTags={TAGS_MAX}
                clearable
              />
              <Group justify="flex-end" gap="xs">
                <Button variant="default" onClick={reset} disabled={saving}>
                  {t('common:actions.cancel')}
                </Button>
                <Button type="submit" loading={saving}>
                  {t('moods:checkIn.save')}
                </Button>
              </Group>
            </Stack>
          ) : null}
        </Stack>
      </form>
    </Card>
  );
}
