// The filter row: kinds as chips, then tag, mood, life area and a date range behind a "Filters" toggle.
import { LEVENSGEBIEDEN, moodEmoji, moodOf } from '@groeipad/domain';
import { namespaces } from '@groeipad/i18n';
import {
  Badge,
  Button,
  Chip,
  Collapse,
  Group,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { filterCount, SEARCH_KINDS, type SearchView } from './search-params';
import { SearchIcon } from './search-icons';

type Props = {
  view: SearchView;
  tags: readonly string[];
  onChange: (patch: Partial<SearchView>) => void;
  onClear: () => void;
};

const RATINGS = [5, 4, 3, 2, 1];

function orUndefined<T extends string>(value: T | null | ''): T | undefined {
  return value === null || value === '' ? undefined : value;
}

export function SearchFilters({ view, tags, onChange, onClear }: Props) {
  const { t } = useTranslation(namespaces);
  const panelId = useId();
  const moreCount = filterCount({ ...view, kinds: [] });
  const [open, setOpen] = useState(moreCount > 0);
  const tagOptions = view.tag && !tags.includes(view.tag) ? [view.tag, ...tags] : [...tags];
  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Chip.Group multiple value={view.kinds} onChange={(kinds) => onChange({ kinds })}>
          <Group gap={6} role="group" aria-label={t('search:filters.kinds')}>
            {SEARCH_KINDS.map((kind) => (
              <Chip key={kind} value={kind} size="sm" variant="light">
                {t(`search:kinds.${kind}`)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
        <Group gap="xs">
          {filterCount(view) > 0 ? (
            <Button variant="subtle" size="compact-sm" onClick={onClear}>
              {t('search:filters.clear')}
            </Button>
          ) : null}
          <Button
            variant="default"
            size="compact-sm"
            leftSection={<SearchIcon name="filter" size={16} />}
            rightSection={
              moreCount > 0 ? (
                <Badge size="xs" circle>
                  {moreCount}
                </Badge>
              ) : null
            }
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((o) => !o)}
          >
            {t('search:filters.more')}
          </Button>
        </Group>
      </Group>
      <Collapse expanded={open} id={panelId}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
          <Select
            label={t('search:filters.tag')}
            placeholder={t('search:filters.any')}
            data={tagOptions}
            value={view.tag ?? null}
            onChange={(tag) => onChange({ tag: orUndefined(tag) })}
            searchable
            clearable
            nothingFoundMessage={t('search:filters.noTags')}
          />
          <Select
            label={t('search:filters.mood')}
            placeholder={t('search:filters.any')}
            data={RATINGS.map((rating) => ({
              value: String(rating),
              label: `${moodEmoji(rating)} ${t(`daily:mood.${moodOf(rating)}`)}`,
            }))}
            value={view.mood === undefined ? null : String(view.mood)}
            onChange={(mood) => onChange({ mood: mood ? Number(mood) : undefined })}
            clearable
          />
          <Select
            label={t('search:filters.levensgebied')}
            placeholder={t('search:filters.any')}
            data={LEVENSGEBIEDEN.map((id) => ({ value: id, label: t(`daily:levensgebied.${id}`) }))}
            value={view.levensgebied ?? null}
            onChange={(id) => onChange({ levensgebied: orUndefined(id) })}
            clearable
          />
          <TextInput
            type="date"
            label={t('search:filters.from')}
            value={view.from ?? ''}
            max={view.to}
            onChange={(event) => onChange({ from: orUndefined(event.currentTarget.value) })}
          />
          <TextInput
            type="date"
            label={t('search:filters.to')}
            value={view.to ?? ''}
            min={view.from}
            onChange={(event) => onChange({ to: orUndefined(event.currentTarget.value) })}
          />
        </SimpleGrid>
      </Collapse>
    </Stack>
  );
}
