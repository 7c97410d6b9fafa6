// /pwa-test: service worker support, how registration went, which worker controls the page, a waiting update.
import { namespaces } from '@groeipad/i18n';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { activateWaitingWorker } from '../../lib/service-worker-update';
import { SectionCard } from './section-card';
import { StatusRow } from './status-row';
import { useServiceWorkerState, type WorkerInfo } from './use-service-worker-state';

function scriptPath(worker: WorkerInfo): string {
  return new URL(worker.scriptURL).pathname;
}

export function ServiceWorkerSection() {
  const { t } = useTranslation(namespaces);
  const sw = useServiceWorkerState();
  const workerText = (worker: WorkerInfo | null) =>
    worker
      ? `${scriptPath(worker)} (${t(`pwa:test.sw.states.${worker.state}`)})`
      : t('pwa:test.none');
  return (
    <SectionCard title={t('pwa:test.sw.heading')} testId="pwa-service-worker">
      <StatusRow label={t('pwa:test.sw.support')}>
        {sw.supported ? t('pwa:test.yes') : t('pwa:test.no')}
      </StatusRow>
      <StatusRow label={t('pwa:test.sw.registration')} testId="pwa-sw-outcome">
        {t(`pwa:test.sw.outcome.${sw.report.outcome}`)}
      </StatusRow>
      {sw.report.error && <StatusRow label={t('pwa:test.sw.error')}>{sw.report.error}</StatusRow>}
      <StatusRow label={t('pwa:test.sw.scope')}>{sw.scope ?? t('pwa:test.none')}</StatusRow>
      <StatusRow label={t('pwa:test.sw.script')}>{workerText(sw.active)}</StatusRow>
      <StatusRow label={t('pwa:test.sw.controller')} testId="pwa-sw-controller">
        {workerText(sw.controller)}
      </StatusRow>
      <StatusRow label={t('pwa:test.sw.waiting')}>{workerText(sw.waiting)}</StatusRow>
      {sw.waiting && sw.registration && (
        <Button
          onClick={() => sw.registration && void activateWaitingWorker(sw.registration)}
          variant="light"
        >
          {t('pwa:test.sw.updateNow')}
        </Button>
      )}
    </SectionCard>
  );
}
