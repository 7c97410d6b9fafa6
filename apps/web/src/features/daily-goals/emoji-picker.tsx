// Picks a goal's emoji from the fixed set: a button showing the choice, a grid of options in a popover.
import { GOAL_EMOJIS } from '@groeipad/domain';
import { namespaces } from '@groeipad/i18n';
import { ActionIcon, Popover, SimpleGrid, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type Props = { value: string; onChange: (emoji: string) => void };

export function EmojiPicker({ value, onChange }: Props) {
  const { t } = useTranslation(namespaces);
  const [opened, setOpened] = useState(false);
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-start" withArrow trapFocus>
      <Popover.Target>
        <ActionIcon
          variant="default"
          size={42}
          radius="md"
          onClick={() => setOpened((open) => !open)}
          aria-label={t('goals:form.emoji', { emoji: value })}
          aria-haspopup="dialog"
          aria-expanded={opened}
        >
          <span style={{ fontSize: 22 }} aria-hidden="true">
            {value}
          </span>
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <SimpleGrid
          cols={6}
          spacing={4}
          role="radiogroup"
          aria-label={t('goals:form.emojiChoices')}
        >
          {GOAL_EMOJIS.map((emoji) => (
            <UnstyledButton
              key={emoji}
              role="radio"
              aria-checked={emoji === value}
              aria-label={emoji}
              onClick={() => {
                onChange(emoji);
                setOpened(false);
              }}
              style={{
                fontSize: 22,
                width: 40,
                height: 40,
                borderRadius: 8,
                textAlign: 'center',
                background: emoji === value ? 'var(--mantine-primary-color-light)' : 'transparent',
              }}
            >
              {emoji}
            </UnstyledButton>
          ))}
        </SimpleGrid>
      </Popover.Dropdown>
    </Popover>
  );
}
