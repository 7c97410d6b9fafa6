// "Journal and moods": export the journal (Markdown, JSON) and moods (CSV), and import a Groeipad JSON export.
import { namespaces } from '@groeipad/i18n';
import { Alert, Divider, Loader, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../lib/use-current-user';
import { exchangeCountsText } from './import-messages';
import { ImportPanel } from './import-panel';
import { JournalExchangeExport } from './journal-exchange-export';
import { SettingsSection } from './settings-section';
import { useJournalExchangeExport } from './use-journal-exchange-export';
import { useScrollToSection } from '../../lib/use-scroll-to-section';

/** DOM id of the settings' data part, so `/settings#data` lands on it (links from the journal screens). */
export const DATA_SECTION_ID = 'data';

export function JournalExchangeSection() {
  const { t, i18n } = useTranslation(namespaces);
  const current = useCurrentUser();
  const userId = current.status === 'ready' ? current.user.id : undefined;
  const exports = useJournalExchangeExport(userId);
  useScrollToSection(DATA_SECTION_ID);
  const { counts } = exports;

  return (
    <SettingsSection id="settings-exchange" title={t('settings:exchange.title')}>
      <Text size="sm">{t('settings:exchange.description')}</Text>
      {current.status === 'missing' ? (
        <Alert color="yellow" variant="light">
          {t('settings:exchange.noUser')}
        </Alert>
      ) : counts === undefined || current.status === 'loading' ? (
        <Group gap="xs" role="status">
          <Loader size="xs" />
          <Text size="sm" c="dimmed">
            {t('settings:exchange.counting')}
          </Text>
        </Group>
      ) : (
        <Text fw={600} data-testid="exchange-counts">
          {exchangeCountsText(t, i18n.language, counts.entries, counts.moods)}
        </Text>
      )}
      <JournalExchangeExport exports={exports} disabled={userId === undefined} />
      <Divider />
      <ImportPanel userId={userId} />
    </SettingsSection>
  );
}
