// One user-owned list (strengths or growth areas): the items with remove, a field to add one, and one-tap suggestions.
import { namespaces } from '@groeipad/i18n';
import { Button, CloseButton, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TRAIT_MAX, openSuggestions, type TraitKind } from './traits';

type Props = {
  kind: TraitKind;
  items: readonly string[];
  suggestions: readonly string[];
  /** Resolves true when the item was added, false when it was already there or the write failed. */
  onAdd: (item: string) => Promise<boolean>;
  onRemove: (item: string) => Promise<boolean>;
};

type Note = 'duplicate' | 'tooLong' | undefined;

export function TraitListEditor({ kind, items, suggestions, onAdd, onRemove }: Props) {
  const { t } = useTranslation(namespaces);
  const [draft, setDraft] = useState('');
  const [note, setNote] = useState<Note>();
  const headingId = `profile-traits-${kind}`;
  const open = openSuggestions(suggestions, items);

  async function add(text: string, fromField: boolean) {
    const value = text.trim();
    if (value === '') return;
    if (value.length > TRAIT_MAX) return setNote('tooLong');
    if (items.includes(value)) return setNote('duplicate');
    setNote(undefined);
    if ((await onAdd(value)) && fromField) setDraft('');
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void add(draft, true);
  }

  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId} data-testid={`traits-${kind}`}>
      <Title order={3} size="h4" id={headingId}>
        {t(`profile:traits.${kind}.title`)}
      </Title>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t(`profile:traits.${kind}.empty`)}
        </Text>
      ) : (
        <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
          {items.map((item) => (
            <Paper component="li" key={item} withBorder radius="sm" px="sm" py={6}>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {item}
                </Text>
                <CloseButton
                  size="sm"
                  aria-label={t('profile:traits.remove', { item })}
                  onClick={() => void onRemove(item)}
                />
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      <form onSubmit={submit}>
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <TextInput
            style={{ flex: 1 }}
            label={t(`profile:traits.${kind}.addLabel`)}
            value={draft}
            onChange={(event) => {
              setDraft(event.currentTarget.value);
              setNote(undefined);
            }}
            error={note ? t(`profile:traits.${note}`) : undefined}
          />
          <Button type="submit" variant="light" mt={25}>
            {t('profile:traits.add')}
          </Button>
        </Group>
      </form>
      {open.length > 0 ? (
        <Stack gap={4}>
          <Text size="xs" c="dimmed">
            {t('profile:traits.suggestions')}
          </Text>
          <Group gap={6}>
            {open.map((text) => (
              <Button
                key={text}
                size="compact-sm"
                variant="default"
                radius="xl"
                aria-label={t('profile:traits.addSuggestion', { item: text })}
                onClick={() => void add(text, false)}
                styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
                h="auto"
                py={4}
              >
                {t('profile:traits.suggestionChip', { item: text })}
              </Button>
            ))}
          </Group>
        </Stack>
      ) : null}
    </Stack>
  );
}
