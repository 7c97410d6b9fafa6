// The category picker: the spec's categories and 'other', each with its icon; a stored unknown value stays choosable.
import { namespaces } from '@groeipad/i18n';
import { OTHER_CATEGORY, TASK_CATEGORIES, categoryIcon } from '@groeipad/domain';
import { Group, Select, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Props = {
  value: string | null;
  onChange: (value: string | null) => void;
  label: string;
  placeholder: string;
  clearLabel: string;
};

export const CATEGORY_VALUES = [...TASK_CATEGORIES, OTHER_CATEGORY] as const;

/** The translated name of a category; an unknown stored value shows as it was typed. */
export function useCategoryLabel(): (category: string) => string {
  const { t } = useTranslation(namespaces);
  return (category) => {
    const known = CATEGORY_VALUES.find((value) => value === category);
    return known ? t(`daily:category.${known}`) : category;
  };
}

export function CategorySelect({ value, onChange, label, placeholder, clearLabel }: Props) {
  const categoryLabel = useCategoryLabel();
  const values: string[] = [...CATEGORY_VALUES];
  if (value !== null && !values.includes(value)) values.push(value);
  return (
    <Select
      label={label}
      placeholder={placeholder}
      value={value}
      onChange={onChange}
      clearable
      clearButtonProps={{ 'aria-label': clearLabel }}
      allowDeselect
      comboboxProps={{ withinPortal: true }}
      data={values.map((category) => ({ value: category, label: categoryLabel(category) }))}
      leftSection={
        value === null ? undefined : <span aria-hidden="true">{categoryIcon(value)}</span>
      }
      renderOption={({ option }) => (
        <Group gap="xs" wrap="nowrap">
          <span aria-hidden="true">{categoryIcon(option.value)}</span>
          <Text size="sm">{option.label}</Text>
        </Group>
      )}
    />
  );
}
