// The time zone field: a searchable select of readable cities with their local time, grouped by region.
import { namespaces } from '@groeipad/i18n';
import { Select, type ComboboxParsedItem, type OptionsFilter } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNow } from '../../lib/use-now';
import {
  browserTimeZone,
  matchesTimeZone,
  timeZoneGroups,
  type TimeZoneOption,
} from './time-zones';

const MINUTE_MS = 60_000;

type Props = {
  value: string | undefined;
  onChange: (zone: string) => void;
  /** The field's own words where it is asked (onboarding); the profile's by default. */
  label?: string;
  description?: string;
  error?: string;
  /** data-field, for forms that move the focus to their first wrong field. */
  field?: string;
};

/** Profile and onboarding pick a time zone the same way: by city or region, with its local time. */
export function TimeZoneSelect({ value, onChange, label, description, error, field }: Props) {
  const { t, i18n } = useTranslation(namespaces);
  // The shown clocks move on with the minute while the screen stays open.
  const minute = Math.floor(useNow(MINUTE_MS) / MINUTE_MS) * MINUTE_MS;
  const device = browserTimeZone();
  const { data, filter } = useMemo(() => {
    const groups = timeZoneGroups(minute, i18n.language, device, value);
    const found = new Map<string, { option: TimeZoneOption; region: string }>();
    const data = groups.map(({ group, items }) => {
      const region = t(`profile:preferences.timezoneGroups.${group}`);
      items.forEach((option) => found.set(option.value, { option, region }));
      return { group: region, items: items.map(({ value, label }) => ({ value, label })) };
    });
    const filter: OptionsFilter = ({ options, search }) =>
      options.flatMap((item): ComboboxParsedItem[] => {
        if (!('group' in item)) return [item];
        const items = item.items.filter((entry) => {
          const known = found.get(entry.value);
          return known ? matchesTimeZone(known.option, known.region, search) : false;
        });
        return items.length > 0 ? [{ ...item, items }] : [];
      });
    return { data, filter };
  }, [minute, i18n.language, device, value, t]);

  return (
    <Select
      label={label ?? t('profile:preferences.timezone')}
      description={description ?? t('profile:preferences.timezoneHint')}
      error={error}
      data-field={field}
      placeholder={t('profile:preferences.timezoneSearch')}
      value={value ?? device}
      onChange={(zone) => zone && onChange(zone)}
      data={data}
      filter={filter}
      searchable
      allowDeselect={false}
      maxDropdownHeight={320}
      nothingFoundMessage={t('profile:preferences.noTimezone')}
      comboboxProps={{ withinPortal: true }}
      data-testid="timezone-select"
    />
  );
}
