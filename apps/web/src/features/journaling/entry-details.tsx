// The entry's details under the text: mood, category, life area, tags, gratitude, tomorrow's focus, private, favourite.
import { LEVENSGEBIEDEN, isLevensgebied } from '@groeipad/domain';
import { namespaces } from '@groeipad/i18n';
import { Button, Group, Select, SimpleGrid, Stack, Switch, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MoodPicker } from '../../components/daily/mood-picker';
import { TagListInput } from '../../components/tag-list-input';
import type { EntryDraft } from './draft';
import { JOURNAL_CATEGORIES } from './journal-options';

type Props = { draft: EntryDraft; onChange: (patch: Partial<EntryDraft>) => void };

export function EntryDetails({ draft, onChange }: Props) {
  const { t } = useTranslation(namespaces);
  const categories: { value: string; label: string }[] = JOURNAL_CATEGORIES.map((id) => ({
    value: id,
    label: t(`daily:category.${id}`),
  }));
  // A category from an import that is not in our list stays selectable, shown as it was stored.
  if (!categories.some((option) => option.value === draft.category) && draft.category !== '') {
    categories.push({ value: draft.category, label: draft.category });
  }
  const areas = LEVENSGEBIEDEN.map((id) => ({ value: id, label: t(`daily:levensgebied.${id}`) }));
  return (
    <Stack gap="md">
      <Stack gap={6}>
        <MoodPicker
          label={t('journal:editor.moodLabel')}
          value={draft.moodRating}
          onChange={(moodRating) => onChange({ moodRating })}
        />
        <Group justify="space-between" gap="xs" wrap="nowrap" align="center">
          <Text size="xs" c="dimmed">
            {t('journal:editor.moodHint')}
          </Text>
          {draft.moodRating !== null ? (
            <Button
              variant="subtle"
              color="gray"
              size="compact-sm"
              onClick={() => onChange({ moodRating: null })}
            >
              {t('journal:editor.moodClear')}
            </Button>
          ) : null}
        </Group>
      </Stack>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <Select
          label={t('journal:editor.categoryLabel')}
          data={categories}
          value={draft.category}
          allowDeselect={false}
          onChange={(value) => value && onChange({ category: value })}
        />
        <Select
          label={t('journal:editor.levensgebiedLabel')}
          placeholder={t('journal:editor.levensgebiedPlaceholder')}
          data={areas}
          value={draft.levensgebied}
          clearable
          clearButtonProps={{ 'aria-label': t('journal:editor.levensgebiedClear') }}
          onChange={(value) => onChange({ levensgebied: isLevensgebied(value) ? value : null })}
        />
      </SimpleGrid>
      <TagListInput
        label={t('journal:editor.tagsLabel')}
        placeholder={t('journal:editor.tagsPlaceholder')}
        description={t('journal:editor.tagsDescription')}
        value={draft.tags}
        onChange={(tags) => onChange({ tags })}
        clearable
        acceptValueOnBlur
      />
      <Textarea
        label={t('journal:editor.gratitudeLabel')}
        placeholder={t('journal:editor.gratitudePlaceholder')}
        value={draft.gratitude}
        onChange={(event) => onChange({ gratitude: event.currentTarget.value })}
        autosize
        minRows={2}
      />
      <Textarea
        label={t('journal:editor.tomorrowLabel')}
        placeholder={t('journal:editor.tomorrowPlaceholder')}
        value={draft.tomorrowFocus}
        onChange={(event) => onChange({ tomorrowFocus: event.currentTarget.value })}
        autosize
        minRows={2}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <Switch
          label={t('journal:editor.privateLabel')}
          description={t('journal:editor.privateDescription')}
          checked={draft.isPrivate}
          onChange={(event) => onChange({ isPrivate: event.currentTarget.checked })}
        />
        <Switch
          label={t('journal:editor.favouriteLabel')}
          description={t('journal:editor.favouriteDescription')}
          checked={draft.isFavorite}
          onChange={(event) => onChange({ isFavorite: event.currentTarget.checked })}
        />
      </SimpleGrid>
    </Stack>
  );
}
