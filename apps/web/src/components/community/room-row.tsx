// One room of the listing: its name, member count, last activity, unread count, and join/leave.
import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { RoomSummary } from '../../lib/community/community-api';
import { useNow } from '../../lib/use-now';
import { relativeTime } from '../../lib/relative-time';
import { FavouriteMark } from '../star-icon';
import { roomName, roomPath } from './room-name';

type Props = {
  room: RoomSummary;
  busy: boolean;
  onJoin: () => void;
  onLeave: () => void;
  /** A direct conversation with one of the member's favourites: marked, and listed first by the caller. */
  favourite?: boolean;
};

export function RoomRow({ room, busy, onJoin, onLeave, favourite = false }: Props) {
  const { t, i18n } = useTranslation(['community', 'daily', 'chat']);
  const now = useNow();
  const name = roomName(t, room.id, room.peer?.displayName);
  const when = room.lastActivityAt
    ? t('community:list.lastActivity', {
        when: relativeTime(
          Date.parse(room.lastActivityAt),
          now,
          i18n.language,
          t('chat:row.justNow'),
        ),
      })
    : t('community:list.noActivity');
  return (
    <Card withBorder radius="md" p="sm" data-testid="community-room-row" data-room={room.id}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Stack gap={2} miw={0}>
          <Group gap="xs">
            <Text fw={600} component={Link} to={roomPath(room.id)} td="none" c="inherit">
              {name}
            </Text>
            {favourite && <FavouriteMark label={t('community:member.isFavourite')} />}
            {room.unread > 0 && (
              <Badge size="sm" color="teal" data-testid="community-unread">
                {t('community:list.unread', { count: room.unread })}
              </Badge>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            {/* A conversation has two members: the other one's type says more than the count. */}
            {room.kind === 'direct'
              ? (room.peer?.mbtiType ?? t('community:list.noType'))
              : t('community:list.members', { count: room.memberCount })}{' '}
            · {when}
          </Text>
        </Stack>
        {room.kind !== 'direct' &&
          (room.joined ? (
            <Button
              size="compact-sm"
              variant="subtle"
              color="gray"
              loading={busy}
              onClick={onLeave}
            >
              {t('community:list.leave')}
            </Button>
          ) : (
            <Button size="compact-sm" variant="light" loading={busy} onClick={onJoin}>
              {t('community:list.join')}
            </Button>
          ))}
      </Group>
    </Card>
  );
}
