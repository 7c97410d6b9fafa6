// /communities/room/:roomId: a room's latest messages (from the device at once, then the server), older pages, the first-join card with the privacy line, and the composer above the bottom bar.
import type { CrisisEvent } from '@groeipad/coach';
import { roomKindOf } from '@groeipad/domain';
import type { CommunityMessage } from '@groeipad/local-db';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import classes from '../../components/coach-chat/coach-chat.module.css';
import { CrisisPanel } from '../../components/coach-chat/crisis-panel';
import { WritingSafetyNotice } from '../../components/safety/writing-safety-notice';
import { HelpNow } from '../../components/coach-chat/help-now';
import { useHeightVariable } from '../../components/coach-chat/use-height-variable';
import { useAccount } from '../../lib/account';
import { createCommunityApi } from '../../lib/community/community-api';
import { communityMember } from '../../lib/community/community-memory';
import { useCommunityRoom } from '../../lib/community/use-community-room';
import { ensureProfile, useStoredProfile } from '../../lib/community/community-profile';
import { useCommunityRooms } from '../../lib/community/use-community-rooms';
import { lastOwnRead, useRoomPresence } from '../../lib/community/use-room-presence';
import { useCurrentUser } from '../../lib/use-current-user';
import { useWarmUpSafety } from '../../lib/coach/warm-up';
import { AccountNeeded } from '../../components/community/account-needed';
import { CommunityMessages } from './community-messages';
import { JoinCard } from './join-card';
import { MemberSheet } from './member-sheet';
import { useRoomScroll } from './use-room-scroll';
import { ModerationPanel } from './moderation-panel';
import { PresenceLine } from './presence-line';
import { RoomComposer } from './room-composer';
import { roomName } from '../../components/community/room-name';

const api = createCommunityApi();

/** Keyed by room: going from one room to another (a type room to a new direct conversation) starts afresh. */
export function RoomScreen() {
  const roomId = decodeURIComponent(useParams().roomId ?? '');
  return <RoomView key={roomId} roomId={roomId} />;
}

function RoomView({ roomId }: { roomId: string }) {
  const { t } = useTranslation(['community', 'daily']);
  const account = useAccount();
  const current = useCurrentUser();
  // Signed in, or offline with the account whose messages this device holds: the cache still reads.
  const selfId = communityMember(account);
  const member = selfId !== undefined;
  const known = roomKindOf(roomId) !== null;
  const rooms = useCommunityRooms(account.status === 'signed_in' && known, api);
  const room = useCommunityRoom(roomId, { enabled: member && known, api });
  const presence = useRoomPresence(roomId, {
    enabled: account.status === 'signed_in' && known,
    api,
  });
  const [crisis, setCrisis] = useState<CrisisEvent | null>(null);
  const [concern, setConcern] = useState<CrisisEvent | null>(null);
  const [sheetFor, setSheetFor] = useState<CommunityMessage | null>(null);
  const [moderating, setModerating] = useState(false);
  useWarmUpSafety();
  const root = useRef<HTMLDivElement>(null);
  const composer = useRef<HTMLDivElement>(null);
  useHeightVariable(composer, root, '--gp-composer-height');

  const summary =
    rooms.state.status === 'ready' ? rooms.state.rooms.find((r) => r.id === roomId) : undefined;
  const name = roomName(t, roomId, summary?.peer?.displayName);
  const messages = [...room.older, ...(room.messages ?? [])].filter(
    (message, index, list) => index === 0 || list[index - 1]!.seq !== message.seq,
  );
  const end = useRef<HTMLDivElement>(null);
  const top = useRef<HTMLDivElement>(null);
  const scroll = useRoomScroll({
    end,
    top,
    ready: member && known && room.messages !== undefined,
    newest: messages.at(-1)?.seq ?? 0,
    pending: room.outbox?.length ?? 0,
    oldest: messages[0]?.seq,
    hasOlder: room.hasOlder,
    loadOlder: room.loadOlder,
  });
  const firstName =
    current.status === 'ready' ? (current.user.name.trim().split(/\s+/)[0] ?? '') : '';
  const needsJoin = !!summary && !summary.joined && summary.kind !== 'direct';
  const stored = useStoredProfile(api, needsJoin);
  const storedName = stored?.displayName;

  async function joinWith(displayName: string): Promise<boolean> {
    const mbtiType = current.status === 'ready' ? current.user.mbtiType : null;
    const saved = await ensureProfile(api, { displayName, mbtiType }, stored);
    if (!saved.ok) return false;
    const joined = await rooms.join(roomId);
    return joined.ok;
  }

  return (
    <Stack ref={root} gap="sm" maw={720} mx="auto" data-testid="community-room" data-room={roomId}>
      <Anchor component={Link} to="/communities/all" size="sm">
        {t('community:room.back')}
      </Anchor>
      <Group justify="space-between" gap="xs">
        <Title order={1} size="h2">
          {known ? name : t('community:room.unknown')}
        </Title>
        {member && known && (
          <Badge
            variant="light"
            color={room.live === 'live' ? 'teal' : 'gray'}
            data-testid="community-live"
          >
            {room.live === 'live' ? t('community:room.live') : t('community:room.reconnecting')}
          </Badge>
        )}
      </Group>
      <PresenceLine direct={roomKindOf(roomId) === 'direct'} online={presence.online} />
      {account.status === 'signed_out' && <AccountNeeded />}
      {account.status === 'loading' && <Loader size="sm" />}
      {member && known && (
        <>
          {summary?.role === 'moderator' && (
            <Button
              variant={moderating ? 'filled' : 'light'}
              size="compact-sm"
              w="fit-content"
              aria-expanded={moderating}
              data-testid="community-moderation-open"
              onClick={() => setModerating((open) => !open)}
            >
              {t('community:moderation.open')}
            </Button>
          )}
          {moderating && summary?.role === 'moderator' && (
            <ModerationPanel roomId={roomId} api={api} live={room.moderation} />
          )}
          {(summary?.slowModeSeconds ?? 0) > 0 && (
            <Alert color="blue" variant="light" data-testid="community-slow-mode">
              {t('community:moderation.slowNotice', { seconds: summary?.slowModeSeconds })}
            </Alert>
          )}
          {room.live === 'offline' && (
            <Alert color="yellow" variant="light" data-testid="community-offline">
              {t('community:offline')}
            </Alert>
          )}
          <Paper withBorder p="sm" radius="md" mih={200}>
            {room.messages === undefined ? (
              <Loader size="sm" aria-label={t('community:room.loading')} />
            ) : (
              <Stack gap="sm">
                <div ref={top} aria-hidden="true" />
                {room.hasOlder && messages.length > 0 ? (
                  <Button
                    variant="subtle"
                    size="compact-sm"
                    onClick={() => void scroll.loadOlder()}
                  >
                    {t('community:room.older')}
                  </Button>
                ) : messages.length > 0 ? (
                  <Text size="xs" c="dimmed" ta="center">
                    {t('community:room.noOlder')}
                  </Text>
                ) : null}
                {messages.length === 0 && (room.outbox ?? []).length === 0 && (
                  <Text c="dimmed" data-testid="community-empty">
                    {t('community:room.empty')}
                  </Text>
                )}
                <CommunityMessages
                  messages={messages}
                  outbox={room.outbox ?? []}
                  selfId={selfId}
                  onRetry={(id) => void room.retry(id)}
                  onDiscard={(id) => void room.discard(id)}
                  onAuthor={account.status === 'signed_in' ? setSheetFor : undefined}
                  readSeq={lastOwnRead(messages, selfId, presence.peerReadSeq)}
                />
                <div ref={end} className={classes.scrollTarget} aria-hidden="true" />
              </Stack>
            )}
          </Paper>
          {crisis && (
            <Stack gap="xs" data-testid="community-crisis">
              <Text size="sm" fw={600}>
                {t('community:crisis.notSent')}
              </Text>
              <CrisisPanel crisis={crisis} onDismiss={() => setCrisis(null)} />
            </Stack>
          )}
          <MemberSheet message={sheetFor} api={api} onClose={() => setSheetFor(null)} />
          <WritingSafetyNotice crisis={concern} onDismiss={() => setConcern(null)} />
          {(room.outbox ?? []).some((item) => item.error === 'crisis_signal') && <HelpNow />}
          <div ref={composer} className={classes.composerBar} data-testid="community-composer">
            {needsJoin ? (
              // Remounted when the stored name arrives, so the field starts with the name already chosen.
              <JoinCard
                key={storedName ?? ''}
                firstName={storedName ?? firstName}
                onJoin={joinWith}
              />
            ) : (
              <RoomComposer onSend={room.send} onCrisis={setCrisis} onConcern={setConcern} />
            )}
          </div>
        </>
      )}
    </Stack>
  );
}
