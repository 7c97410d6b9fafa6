// /pwa-test: whether the browser keeps this site's storage for good, with a button to ask for it.
import { namespaces } from '@groeipad/i18n';
import { Button, Loader, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from './section-card';
import { StatusRow } from './status-row';

type Persistence = 'loading' | 'persisted' | 'notPersisted' | 'unknown';

function storageManager(): StorageManager | null {
  if (typeof navigator === 'undefined' || !('storage' in navigator)) return null;
  return 'persisted' in navigator.storage ? navigator.storage : null;
}

export function PersistenceSection() {
  const { t } = useTranslation(namespaces);
  const [state, setState] = useState<Persistence>(() => (storageManager() ? 'loading' : 'unknown'));
  const [denied, setDenied] = useState(false);

  useEffect(() => {
    const storage = storageManager();
    if (!storage) return;
    storage.persisted().then(
      (persisted) => setState(persisted ? 'persisted' : 'notPersisted'),
      () => setState('unknown'),
    );
  }, []);

  async function request() {
    const storage = storageManager();
    if (!storage) return;
    const granted = await storage.persist().catch(() => false);
    setState(granted ? 'persisted' : 'notPersisted');
    setDenied(!granted);
  }

  return (
    <SectionCard title={t('pwa:test.storage.heading')} testId="pwa-persistence">
      <StatusRow label={t('pwa:test.storage.state')} testId="pwa-persistence-state">
        {state === 'loading' ? <Loader size="xs" /> : t(`pwa:test.storage.${state}`)}
      </StatusRow>
      {denied && (
        <Text size="sm" c="dimmed" role="status">
          {t('pwa:test.storage.denied')}
        </Text>
      )}
      {state === 'notPersisted' && (
        <Button variant="light" onClick={() => void request()}>
          {t('pwa:test.storage.request')}
        </Button>
      )}
    </SectionCard>
  );
}
