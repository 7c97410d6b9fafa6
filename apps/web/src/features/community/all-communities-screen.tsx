// /communities/all: the 16 type rooms, newcomers and the 9 levensgebieden with member counts, last activity, unread counts, join and leave; then the members one blocked.
import { Alert, Anchor, Button, Loader, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useAccount } from '../../lib/account';
import { useCommunityRooms } from '../../lib/community/use-community-rooms';
import { useCurrentUser } from '../../lib/use-current-user';
import { createCommunityApi } from '../../lib/community/community-api';
import { AccountNeeded } from '../../components/community/account-needed';
import { BlockedMembers } from './blocked-members';
import { groupRooms } from './room-groups';
import { RoomRow } from '../../components/community/room-row';
import { roomPath } from '../../components/community/room-name';

const api = createCommunityApi();

export function AllCommunitiesScreen() {
  const { t } = useTranslation(['community']);
  const account = useAccount();
  const signedIn = account.status === 'signed_in';
  const { state, reload, join, leave } = useCommunityRooms(signedIn);
  const [busy, setBusy] = useState<string | null>(null);
  const navigate = useNavigate();
  const current = useCurrentUser();
  const mbtiType = current.status === 'ready' ? current.user.mbtiType : null;

  async function run(roomId: string, action: 'join' | 'leave') {
    setBusy(roomId);
    const result = await (action === 'join' ? join(roomId) : leave(roomId));
    setBusy(null);
    // Joining the first time asks for a display name: the room's screen does that, with the privacy line.
    if (!result.ok && result.error === 'profile_required') void navigate(roomPath(roomId));
  }

  return (
    <Stack gap="md" maw={720} mx="auto" data-testid="communities-all">
      <Anchor component={Link} to="/communities" size="sm">
        {t('community:list.back')}
      </Anchor>
      <Title order={1}>{t('community:list.title')}</Title>
      <Text c="dimmed">{t('community:list.intro')}</Text>
      {account.status === 'signed_out' && <AccountNeeded />}
      {account.status === 'offline_unknown' && (
        <Alert color="yellow" variant="light">
          {t('community:offline')}
        </Alert>
      )}
      {signedIn && state.status === 'loading' && (
        <Loader aria-label={t('community:list.loading')} />
      )}
      {signedIn && state.status === 'error' && (
        <Alert color="red" variant="light" data-testid="communities-error">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('community:list.error')}</Text>
            <Button size="compact-sm" variant="light" onClick={reload}>
              {t('community:list.retry')}
            </Button>
          </Stack>
        </Alert>
      )}
      {signedIn && state.status === 'ready' && state.rooms.length === 0 && (
        <Text>{t('community:list.empty')}</Text>
      )}
      {signedIn && state.status === 'ready' && (
        <Stack gap="lg">
          {groupRooms(state.rooms, mbtiType).map((group) => (
            <Stack
              key={group.id}
              gap="xs"
              component="section"
              aria-labelledby={`rooms-${group.id}`}
            >
              <Title order={2} size="h4" id={`rooms-${group.id}`}>
                {t(`community:list.groups.${group.id}`)}
              </Title>
              {group.rooms.map((room) => (
                <RoomRow
                  key={room.id}
                  room={room}
                  busy={busy === room.id}
                  onJoin={() => void run(room.id, 'join')}
                  onLeave={() => void run(room.id, 'leave')}
                />
              ))}
            </Stack>
          ))}
        </Stack>
      )}
      {signedIn && <BlockedMembers api={api} />}
    </Stack>
  );
}
