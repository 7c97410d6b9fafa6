// The room's presence line under its name: "online" for the peer of a direct room, a count of online members elsewhere; nothing when the member does not share presence or nobody who shares is online.
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function PresenceLine({ direct, online }: { direct: boolean; online: number | null }) {
  const { t } = useTranslation(['community']);
  if (online === null || online <= 0) return null;
  return (
    <Text size="sm" c="teal" mt={-8} data-testid="community-presence">
      {direct
        ? t('community:presence.peerOnline')
        : t('community:presence.online', { count: online })}
    </Text>
  );
}
