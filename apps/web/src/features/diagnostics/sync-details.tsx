// "Advanced / details" on the sync page: ids, table names and queue rows for support, folded away until asked for.
import { namespaces } from '@groeipad/i18n';
import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DisclosureButton, useDisclosureState } from '../../components/disclosure-button';
import { ChangeQueueCard } from './change-queue-card';
import { ConflictRecordsCard } from './conflict-records-card';
import type { PendingRow } from './pending-rows';
import { SyncQueueCard } from './sync-queue-card';
import { SyncRecordsCard } from './sync-records-card';
import { SyncRunDetails } from './sync-run-details';
import type { SyncSubject } from './use-sync-subject';

type Props = {
  subject: SyncSubject;
  rows: PendingRow[] | undefined;
};

export function SyncDetails({ subject, rows }: Props) {
  const { t } = useTranslation(namespaces);
  const disclosure = useDisclosureState();
  const { open, panelId } = disclosure;
  return (
    <Stack gap="sm" component="section" aria-labelledby={`${panelId}-title`}>
      <Title order={2} size="h4" id={`${panelId}-title`}>
        {t('diagnostics:details.title')}
      </Title>
      <Text size="sm">{t('diagnostics:details.intro')}</Text>
      <DisclosureButton
        {...disclosure}
        labels={{ show: t('diagnostics:details.show'), hide: t('diagnostics:details.hide') }}
      />
      {open && (
        <Stack gap="md" id={panelId} data-testid="sync-details">
          <SyncRunDetails subject={subject} />
          <ChangeQueueCard rows={rows} />
          <SyncQueueCard />
          <SyncRecordsCard />
          <ConflictRecordsCard conflicts={subject.status?.conflicts} />
        </Stack>
      )}
    </Stack>
  );
}
