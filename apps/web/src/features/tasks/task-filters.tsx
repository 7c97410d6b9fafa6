// Search, the secondary filters (priority, category, tag) and the sort order; folded away until asked for.
import {
  TASK_PRIORITIES,
  TASK_SORTS,
  hasActiveFilter,
  priorityIcon,
  type TaskFilter,
  type TaskSort,
} from '@groeipad/domain';
import { namespaces } from '@groeipad/i18n';
import {
  Badge,
  Button,
  Collapse,
  Group,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CategorySelect } from './category-select';
import { DEFAULT_SORT, secondaryFilterCount } from './task-params';
import { FilterIcon, SearchIcon } from './task-icons';

type Props = {
  filter: TaskFilter;
  sort: TaskSort;
  tags: string[];
  onFilter: (patch: Partial<TaskFilter>) => void;
  onSort: (sort: TaskSort) => void;
  onClear: () => void;
};

export function TaskFilters({ filter, sort, tags, onFilter, onSort, onClear }: Props) {
  const { t } = useTranslation(namespaces);
  const active = secondaryFilterCount(filter);
  const [open, setOpen] = useState(active > 0 || sort !== DEFAULT_SORT);
  const panelId = useId();
  const tagOptions = filter.tag && !tags.includes(filter.tag) ? [...tags, filter.tag] : tags;
  return (
    <Stack gap="sm">
      <Group gap="sm" wrap="nowrap" align="flex-end">
        <TextInput
          style={{ flex: 1, minWidth: 0 }}
          type="search"
          label={t('tasks:filters.search')}
          placeholder={t('tasks:filters.searchPlaceholder')}
          leftSection={<SearchIcon />}
          value={filter.query ?? ''}
          onChange={(event) => onFilter({ query: event.currentTarget.value || undefined })}
        />
        <Button
          variant={open ? 'light' : 'default'}
          leftSection={<FilterIcon />}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
          rightSection={
            active > 0 ? (
              <Badge size="sm" circle aria-label={t('tasks:filters.active', { count: active })}>
                {active}
              </Badge>
            ) : undefined
          }
        >
          {t('tasks:filters.toggle')}
        </Button>
      </Group>
      <Collapse expanded={open} id={panelId}>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          <Select
            label={t('tasks:filters.priority')}
            placeholder={t('tasks:filters.anyPriority')}
            value={filter.priority ?? null}
            onChange={(value) => onFilter({ priority: TASK_PRIORITIES.find((p) => p === value) })}
            clearable
            clearButtonProps={{ 'aria-label': t('tasks:filters.clearPriority') }}
            data={TASK_PRIORITIES.map((priority) => ({
              value: priority,
              label: `${priorityIcon(priority)} ${t(`tasks:priority.${priority}`)}`,
            }))}
          />
          <CategorySelect
            label={t('tasks:filters.category')}
            placeholder={t('tasks:filters.anyCategory')}
            clearLabel={t('tasks:filters.clearCategory')}
            value={filter.category ?? null}
            onChange={(value) => onFilter({ category: value ?? undefined })}
          />
          <Select
            label={t('tasks:filters.tag')}
            placeholder={t('tasks:filters.anyTag')}
            value={filter.tag ?? null}
            onChange={(value) => onFilter({ tag: value ?? undefined })}
            clearable
            clearButtonProps={{ 'aria-label': t('tasks:filters.clearTag') }}
            searchable
            nothingFoundMessage={t('tasks:filters.noTags')}
            data={tagOptions}
          />
          <Select
            label={t('tasks:filters.sort')}
            value={sort}
            onChange={(value) => {
              const next = TASK_SORTS.find((s) => s === value);
              if (next) onSort(next);
            }}
            allowDeselect={false}
            data={TASK_SORTS.map((value) => ({ value, label: t(`tasks:sort.${value}`) }))}
          />
        </SimpleGrid>
      </Collapse>
      {hasActiveFilter(filter) ? (
        <Group justify="flex-end">
          <Button variant="subtle" size="compact-sm" onClick={onClear}>
            {t('tasks:filters.clear')}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
