// The people in /chat from the communities: the member's direct conversations (name, type, last activity,
// unread), the last known list when offline, why an account is needed when signed out, and how to find
// people when there are none yet.
import { namespaces } from '@groeipad/i18n';
import { Alert, Anchor, Button, Card, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RoomRow } from '../../components/community/room-row';
import type { RoomSummary } from '../../lib/community/community-api';
import type { DirectConversations } from '../../lib/community/use-direct-conversations';

type Props = {
  directs: DirectConversations;
  /** The conversations the search matches. */
  matches: readonly RoomSummary[];
  searching: boolean;
  hasLocalPeople: boolean;
};

const noop = () => undefined;

export function CommunityPeople({ directs, matches, searching, hasLocalPeople }: Props) {
  const { t } = useTranslation(namespaces);
  if (directs.account === 'loading') return null;
  if (directs.account === 'signed_out') {
    if (searching) return null;
    return (
      <Card withBorder padding="md" radius="md" data-testid="people-account">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('chat:people.accountBody')}</Text>
          <Button variant="light" size="xs" component={Link} to="/account">
            {t('chat:people.accountAction')}
          </Button>
        </Stack>
      </Card>
    );
  }
  const empty = directs.rooms?.length === 0;
  return (
    <Stack gap="xs" data-testid="people-community">
      {directs.rooms === undefined && <Loader size="sm" aria-label={t('chat:people.loading')} />}
      {directs.stale && !searching && (
        <Alert color="yellow" variant="light" data-testid="people-offline">
          <Stack gap={4} align="flex-start">
            <Text size="sm">
              {empty ? t('chat:people.offline') : t('chat:people.offlineKnown')}
            </Text>
            {directs.account === 'signed_in' && (
              <Button size="compact-xs" variant="subtle" onClick={directs.reload}>
                {t('common:actions.retry')}
              </Button>
            )}
          </Stack>
        </Alert>
      )}
      {matches.map((room) => (
        <RoomRow key={room.id} room={room} busy={false} onJoin={noop} onLeave={noop} />
      ))}
      {empty && !directs.stale && !hasLocalPeople && !searching && (
        <Card withBorder padding="md" radius="md" data-testid="people-empty">
          <Stack gap="xs" align="flex-start">
            <Text fw={600}>{t('chat:people.emptyTitle')}</Text>
            <Text size="sm" c="dimmed">
              {t('chat:people.emptyBody')}
            </Text>
            <Anchor component={Link} to="/communities/all" size="sm">
              {t('chat:people.emptyAction')}
            </Anchor>
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
