// /pwa-test: installed or installable (and why not), display mode, the install card decision and its data.
import { namespaces } from '@groeipad/i18n';
import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { browserInstallPrompt } from '../../components/install-prompt/browser-install-prompt';
import {
  useInstallDecision,
  useInstallPromptSnapshot,
} from '../../components/install-prompt/use-install-prompt';
import { currentDisplayMode } from './display-mode';
import { SectionCard } from './section-card';
import { StatusRow } from './status-row';

export function InstallSection() {
  const { t, i18n } = useTranslation(namespaces);
  const { pathname } = useLocation();
  const snapshot = useInstallPromptSnapshot();
  const decision = useInstallDecision(pathname);
  const { engagement } = snapshot;
  const dateTime = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const when = (time: number | null) =>
    time === null ? t('pwa:test.never') : dateTime.format(time);
  const state = snapshot.installed
    ? t('pwa:test.install.installed')
    : snapshot.hasInstallEvent
      ? t('pwa:test.install.available')
      : t('pwa:test.install.notAvailable');
  return (
    <SectionCard title={t('pwa:test.install.heading')} testId="pwa-install">
      <StatusRow label={t('pwa:test.install.state')} testId="pwa-install-state">
        {state}
      </StatusRow>
      {!snapshot.installed && !snapshot.hasInstallEvent && (
        <Text size="sm" c="dimmed">
          {t('pwa:test.install.whyNot')}
        </Text>
      )}
      <StatusRow label={t('pwa:test.install.displayMode')}>
        {t(`pwa:test.install.displayModes.${currentDisplayMode()}`)}
      </StatusRow>
      <StatusRow label={t('pwa:test.install.decision')} testId="pwa-install-decision">
        {decision.show ? t('pwa:test.install.shown') : t('pwa:test.install.hidden')}
      </StatusRow>
      <StatusRow label={t('pwa:test.install.context')}>
        {t(`pwa:test.install.contexts.${decision.context}`)}
      </StatusRow>
      <StatusRow label={t('pwa:test.install.priority')}>
        {t(`pwa:test.install.priorities.${decision.priority}`)}
      </StatusRow>
      <Text size="sm" fw={600} mt="xs">
        {t('pwa:test.install.engagement')}
      </Text>
      <StatusRow label={t('pwa:test.install.visitCount')} testId="pwa-visit-count">
        {engagement.visitCount}
      </StatusRow>
      <StatusRow label={t('pwa:test.install.lastVisit')}>{when(engagement.lastVisit)}</StatusRow>
      <StatusRow label={t('pwa:test.install.hasEngaged')}>
        {engagement.hasEngaged ? t('pwa:test.yes') : t('pwa:test.no')}
      </StatusRow>
      <StatusRow label={t('pwa:test.install.dismissedCount')}>
        {engagement.dismissedCount}
      </StatusRow>
      <StatusRow label={t('pwa:test.install.lastDismissed')}>
        {when(engagement.lastDismissed)}
      </StatusRow>
      <Button variant="light" color="gray" onClick={() => browserInstallPrompt().resetEngagement()}>
        {t('pwa:test.install.reset')}
      </Button>
    </SectionCard>
  );
}
