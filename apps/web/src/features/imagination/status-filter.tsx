// The inspiration filter as a row of radio chips, each with how many inspirations it would show.
import { namespaces } from '@groeipad/i18n';
import { Chip, Group, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  INSPIRATION_FILTERS,
  isInspirationFilter,
  type InspirationFilter,
} from './imagination-params';

type Props = {
  value: InspirationFilter;
  counts: Record<InspirationFilter, number>;
  onChange: (filter: InspirationFilter) => void;
};

export function StatusFilter({ value, counts, onChange }: Props) {
  const { t } = useTranslation(namespaces);
  const name = useId();
  return (
    <Chip.Group
      value={value}
      onChange={(next) => {
        if (isInspirationFilter(next)) onChange(next);
      }}
    >
      <Group gap={6} role="radiogroup" aria-label={t('imagination:history.filterLabel')}>
        {INSPIRATION_FILTERS.map((filter) => (
          <Chip key={filter} value={filter} type="radio" name={name} variant="light" size="sm">
            {filter === 'all' ? t('imagination:history.all') : t(`imagination:status.${filter}`)}{' '}
            <Text span size="xs" fw={700}>
              {counts[filter]}
            </Text>
          </Chip>
        ))}
      </Group>
    </Chip.Group>
  );
}
