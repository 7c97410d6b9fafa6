// The list's filters: favourites, mood, tag, life area and month, folded behind a button, plus clear and full-text search.
import { LEVENSGEBIEDEN, MOODS, isLevensgebied, moodEmoji } from '@groeipad/domain';
import { namespaces } from '@groeipad/i18n';
import {
  Anchor,
  Autocomplete,
  Badge,
  Button,
  Chip,
  Group,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { JournalIcon } from './journal-icons';
import {
  activeFilterCount,
  hasActiveFilters,
  NO_FILTERS,
  type JournalFilters,
} from './journal-filters';

type Props = {
  filters: JournalFilters;
  onChange: (filters: JournalFilters) => void;
  /** Tags of the entries shown, offered while typing. */
  tagSuggestions: string[];
};

export function EntryFilters({ filters, onChange, tagSuggestions }: Props) {
  const { t } = useTranslation(namespaces);
  const set = (patch: Partial<JournalFilters>) => onChange({ ...filters, ...patch });
  const moods = MOODS.map((mood, index) => ({
    value: String(index + 1),
    label: `${moodEmoji(index + 1)} ${t(`daily:mood.${mood}`)}`,
  }));
  const areas = LEVENSGEBIEDEN.map((id) => ({ value: id, label: t(`daily:levensgebied.${id}`) }));
  const panelId = useId();
  const active = activeFilterCount(filters);
  // Folded by default so the user's own entries come first on a phone; open when a link set filters.
  const [open, setOpen] = useState(() => hasActiveFilters(filters));
  return (
    <Stack gap="sm" component="section" aria-label={t('journal:filters.label')}>
      <Group justify="space-between" gap="xs">
        <Button
          variant={open ? 'light' : 'default'}
          size="compact-md"
          leftSection={<JournalIcon name="filter" />}
          rightSection={
            active > 0 ? (
              <Badge size="sm" circle aria-hidden="true">
                {active}
              </Badge>
            ) : null
          }
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((was) => !was)}
          data-testid="journal-filters-toggle"
        >
          {t('journal:filters.label')}
        </Button>
        <Group gap="xs">
          {active > 0 ? (
            <Button variant="subtle" size="compact-sm" onClick={() => onChange(NO_FILTERS)}>
              {t('journal:filters.clear')}
            </Button>
          ) : null}
          <Anchor component={Link} to="/search" size="sm">
            {t('journal:filters.search')}
          </Anchor>
        </Group>
      </Group>
      {open ? (
        <Stack gap="sm" id={panelId}>
          <Chip
            checked={filters.favouritesOnly}
            onChange={(favouritesOnly) => set({ favouritesOnly })}
            color="yellow"
          >
            {t('journal:filters.favourites')}
          </Chip>
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
            <Select
              label={t('journal:filters.mood')}
              placeholder={t('journal:filters.anyMood')}
              data={moods}
              value={filters.mood === null ? null : String(filters.mood)}
              onChange={(value) => set({ mood: value ? Number(value) : null })}
              clearable
              clearButtonProps={{ 'aria-label': t('journal:filters.clearMood') }}
            />
            <Select
              label={t('journal:filters.levensgebied')}
              placeholder={t('journal:filters.anyLevensgebied')}
              data={areas}
              value={filters.levensgebied}
              onChange={(value) => set({ levensgebied: isLevensgebied(value) ? value : null })}
              clearable
              clearButtonProps={{ 'aria-label': t('journal:filters.clearLevensgebied') }}
            />
            <Autocomplete
              label={t('journal:filters.tag')}
              placeholder={t('journal:filters.anyTag')}
              data={tagSuggestions}
              value={filters.tag ?? ''}
              onChange={(value) => set({ tag: value.trim() ? value : null })}
            />
            <TextInput
              type="month"
              label={t('journal:filters.month')}
              value={filters.month ?? ''}
              onChange={(event) => set({ month: event.currentTarget.value || null })}
            />
          </SimpleGrid>
        </Stack>
      ) : null}
    </Stack>
  );
}
