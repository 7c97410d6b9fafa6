// The list's heading: title and intro, "New entry", and a menu with search and export / import.
import { namespaces } from '@groeipad/i18n';
import { ActionIcon, Button, Group, Menu, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { JournalIcon } from './journal-icons';

export function ListHeader() {
  const { t } = useTranslation(namespaces);
  return (
    <Stack gap={4}>
      {/* Wraps on narrow phones: 'Nieuwe notitie' next to 'Dagboek' is wider than 360 px. */}
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={1}>{t('journal:title')}</Title>
        <Group gap="xs" wrap="nowrap">
          <Button
            component={Link}
            to="/journaling/new"
            leftSection={<JournalIcon name="plus" />}
            data-testid="journal-new-entry"
          >
            {t('journal:newEntry')}
          </Button>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="default" size="lg" aria-label={t('journal:menu.label')}>
                <JournalIcon name="more" />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item component={Link} to="/search" leftSection={<JournalIcon name="search" />}>
                {t('journal:menu.search')}
              </Menu.Item>
              <Menu.Item
                component={Link}
                to="/settings#data"
                leftSection={<JournalIcon name="transfer" />}
              >
                {t('journal:menu.exportImport')}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
      </Group>
      <Text c="dimmed" size="sm">
        {t('journal:intro')}
      </Text>
    </Stack>
  );
}
