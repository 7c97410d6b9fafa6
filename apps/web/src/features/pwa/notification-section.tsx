// /pwa-test: the browser's notification permission (asking for it belongs to the settings screen).
import { namespaces } from '@groeipad/i18n';
import { useTranslation } from 'react-i18next';
import { SectionCard } from './section-card';
import { StatusRow } from './status-row';

function permission(): NotificationPermission | 'unsupported' {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

export function NotificationSection() {
  const { t } = useTranslation(namespaces);
  return (
    <SectionCard title={t('pwa:test.notifications.heading')} testId="pwa-notifications">
      <StatusRow label={t('pwa:test.notifications.permission')}>
        {t(`pwa:test.notifications.states.${permission()}`)}
      </StatusRow>
    </SectionCard>
  );
}
