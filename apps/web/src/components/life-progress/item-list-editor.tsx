// One editable list of an area (goals, achievements or milestones): add once, remove, and tick milestones.
import { namespaces } from '@groeipad/i18n';
import { ActionIcon, Button, Checkbox, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

export type ListItem = { title: string; reached?: boolean };

type Props = {
  title: string;
  placeholder: string;
  items: readonly ListItem[];
  onAdd: (item: string) => Promise<unknown>;
  onRemove: (item: string) => Promise<unknown>;
  /** Only milestones can be ticked as reached. */
  onToggle?: (item: string) => Promise<unknown>;
};

export function ItemListEditor({ title, placeholder, items, onAdd, onRemove, onToggle }: Props) {
  const { t } = useTranslation(namespaces);
  const [draft, setDraft] = useState('');
  const value = draft.trim();
  // Added once (SPEC 5): say so before writing, instead of silently ignoring the input.
  const duplicate = value !== '' && items.some((item) => item.title === value);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (value === '' || duplicate) return;
    void onAdd(value).then((ok) => {
      if (ok !== false) setDraft('');
    });
  }

  return (
    <Stack gap="xs">
      <Title order={4} size="h5">
        {title}
      </Title>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('progress:lists.empty')}
        </Text>
      ) : (
        <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {items.map((item) => (
            <Group key={item.title} component="li" gap="xs" wrap="nowrap" justify="space-between">
              {onToggle ? (
                <Checkbox
                  label={item.title}
                  checked={item.reached ?? false}
                  aria-label={t('progress:lists.reached', { item: item.title })}
                  onChange={() => void onToggle(item.title)}
                />
              ) : (
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {item.title}
                </Text>
              )}
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t('progress:lists.remove', { item: item.title })}
                onClick={() => void onRemove(item.title)}
              >
                ×
              </ActionIcon>
            </Group>
          ))}
        </Stack>
      )}
      <form onSubmit={submit}>
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <TextInput
            style={{ flex: 1, minWidth: 0 }}
            aria-label={placeholder}
            placeholder={placeholder}
            value={draft}
            maxLength={500}
            error={duplicate ? t('progress:lists.duplicate') : undefined}
            onChange={(event) => setDraft(event.currentTarget.value)}
          />
          <Button type="submit" variant="light" disabled={value === '' || duplicate}>
            {t('progress:lists.add')}
          </Button>
        </Group>
      </form>
    </Stack>
  );
}
