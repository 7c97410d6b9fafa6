// The people in /chat from the communities: favourite members first, then the member's direct conversations
// (name, type, last activity, unread), the last known lists when offline, why an account is needed when
// signed out, and how to find people when there are none yet.
import { namespaces } from '@groeipad/i18n';
import { Alert, Anchor, Badge, Button, Card, Group, Loader, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { roomPath } from '../../components/community/room-name';
import { RoomRow } from '../../components/community/room-row';
import { FavouriteMark } from '../../components/star-icon';
import {
  createCommunityApi,
  type CommunityApi,
  type MemberRef,
  type RoomSummary,
} from '../../lib/community/community-api';
import type { Favourites } from '../../lib/community/use-favourites';
import { accountPathReturningTo } from '../../lib/in-app-path';
import type { DirectConversations } from '../../lib/community/use-direct-conversations';
import { memberErrorKey } from '../../lib/community/member-actions';

type Props = {
  directs: DirectConversations;
  favourites: Favourites;
  /** The conversations the search matches. */
  matches: readonly RoomSummary[];
  /** The favourites the search matches. */
  favouriteMatches: readonly MemberRef[];
  searching: boolean;
  hasLocalPeople: boolean;
  api?: CommunityApi;
};

const noop = () => undefined;
const defaultApi = createCommunityApi();

/** Favourites' conversations first, each group in the server's order (latest activity first). */
export function favouritesFirst(
  rooms: readonly RoomSummary[],
  isFavourite: (memberId: string) => boolean,
): RoomSummary[] {
  const favourite = (room: RoomSummary) => (room.peer ? isFavourite(room.peer.id) : false);
  return [...rooms.filter(favourite), ...rooms.filter((room) => !favourite(room))];
}

/** A favourite with no conversation yet: their name, type and a button that starts one. */
function FavouriteRow({ member, api }: { member: MemberRef; api: CommunityApi }) {
  const { t } = useTranslation(namespaces);
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function write() {
    setBusy(true);
    setError(null);
    const opened = await api.direct(member.id);
    setBusy(false);
    if (opened.ok) void navigate(roomPath(opened.value.roomId));
    else setError(t(memberErrorKey(opened.error)));
  }
  return (
    <Card withBorder radius="md" p="sm" data-testid="people-favourite" data-member={member.id}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Stack gap={2} miw={0}>
          <Group gap="xs" wrap="nowrap">
            <Text fw={600} truncate>
              {member.displayName}
            </Text>
            <FavouriteMark label={t('community:member.isFavourite')} />
          </Group>
          {member.mbtiType && (
            <Badge variant="light" size="sm" w="fit-content">
              {member.mbtiType}
            </Badge>
          )}
          {error && (
            <Text size="xs" c="red" role="alert">
              {error}
            </Text>
          )}
        </Stack>
        <Button size="compact-sm" variant="light" loading={busy} onClick={() => void write()}>
          {t('chat:people.write')}
        </Button>
      </Group>
    </Card>
  );
}

export function CommunityPeople({
  directs,
  favourites,
  matches,
  favouriteMatches,
  searching,
  hasLocalPeople,
  api = defaultApi,
}: Props) {
  const { t } = useTranslation(namespaces);
  if (directs.account === 'loading') return null;
  if (directs.account === 'signed_out') {
    if (searching) return null;
    return (
      <Card withBorder padding="md" radius="md" data-testid="people-account">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('chat:people.accountBody')}</Text>
          <Button variant="light" size="xs" component={Link} to={accountPathReturningTo('/chat')}>
            {t('chat:people.accountAction')}
          </Button>
        </Stack>
      </Card>
    );
  }
  const talkedTo = new Set(directs.rooms?.flatMap((room) => (room.peer ? [room.peer.id] : [])));
  const notYetWritten = favouriteMatches.filter((member) => !talkedTo.has(member.id));
  const empty = directs.rooms?.length === 0 && (favourites.members ?? []).length === 0;
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
      {favouritesFirst(matches, favourites.isFavourite).map((room) => (
        <RoomRow
          key={room.id}
          room={room}
          busy={false}
          onJoin={noop}
          onLeave={noop}
          favourite={room.peer ? favourites.isFavourite(room.peer.id) : false}
        />
      ))}
      {notYetWritten.map((member) => (
        <FavouriteRow key={member.id} member={member} api={api} />
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
