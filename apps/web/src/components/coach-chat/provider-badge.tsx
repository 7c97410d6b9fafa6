// Who answers: the offline coach or a named model (and whether the last answer had to fall back).
import { namespaces } from '@groeipad/i18n';
import { Badge, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RemoteChoice } from '../../lib/coach/coach-provider';

export function ProviderBadge({ choice, online }: { choice: RemoteChoice; online: boolean }) {
  const { t } = useTranslation(namespaces);
  if (choice.kind === 'offline' || !online) {
    return (
      <Tooltip label={t('coach:provider.offlineHint')} multiline w={240}>
        <Badge variant="light" color="gray" data-testid="coach-provider" data-provider="offline">
          {t('coach:provider.offline')}
        </Badge>
      </Tooltip>
    );
  }
  return (
    <Tooltip
      label={t(
        choice.kind === 'server' ? 'coach:provider.serverHint' : 'coach:provider.customHint',
      )}
      multiline
      w={240}
    >
      <Badge variant="light" color="teal" data-testid="coach-provider" data-provider={choice.kind}>
        {t('coach:provider.model', { model: choice.model })}
      </Badge>
    </Tooltip>
  );
}
