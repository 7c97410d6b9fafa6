// Samen: the type community's two challenges of the week (participants, join with or without sharing progress,
// the members' shared progress, cheering them on, the type room's chat) and the opt-in rank. Needs an account
// and the network; says so when either is missing.
import { ChallengesReadError } from '../../components/challenges/read-error';
import { ChallengeArticle } from '../../components/challenges/challenge-article';
import {
  catalogueChallenge,
  typeRoomId,
  type ChallengeMemberWire,
  type ChallengeRankWire,
  type CommunityChallengeWire,
  type MbtiType,
  type Today,
} from '@groeipad/domain';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Card,
  Group,
  List,
  Loader,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { roomPath } from '../../components/community/room-name';
import { useAccount } from '../../lib/account';
import { useCommunityChallenges } from '../../lib/challenges/use-community-challenges';
import { useSync } from '../../lib/sync';
import { AccountNeeded } from '../../components/community/account-needed';
import type { ChallengeActions } from '../../lib/challenges/use-challenge-progress';
import { ChallengeMeta } from '../../components/challenges/challenge-meta';
import {
  CHALLENGE_NAMESPACES,
  challengeTitle,
  dayLabel,
} from '../../components/challenges/challenge-texts';

/** The server's 409s that the member can resolve in the community: they get a way there, not a retry. */
const PROFILE_ERRORS: Readonly<
  Record<string, 'challenges:ui.community.profileRequired' | 'challenges:ui.community.typeRequired'>
> = {
  profile_required: 'challenges:ui.community.profileRequired',
  type_required: 'challenges:ui.community.typeRequired',
};

const CHECK = '✓';
const CLAP = '👏';

type Props = { type: MbtiType; today: Today; actions: ChallengeActions };

export function CommunityTab({ type, actions }: Props) {
  const { t, i18n } = useTranslation(CHALLENGE_NAMESPACES);
  const account = useAccount();
  const signedIn = account.status === 'signed_in';
  const { week, rank, reload, optIn, like } = useCommunityChallenges(signedIn);
  const profileKey = week.status === 'error' ? PROFILE_ERRORS[week.error] : undefined;
  const sync = useSync();
  const [failed, setFailed] = useState(false);

  async function join(challenge: CommunityChallengeWire, shareProgress: boolean) {
    setFailed(false);
    try {
      await actions.join(challenge.challengeId, {
        communityType: type,
        shareProgress,
        periodStart: challenge.periodStart,
      });
      // The server counts participants from synced runs: send the new run now, then ask again.
      await sync.syncNow();
    } catch (error) {
      console.error('Joining a community challenge failed', error);
      setFailed(true);
    }
    reload();
  }

  async function cheer(challenge: CommunityChallengeWire, member: ChallengeMemberWire) {
    setFailed(false);
    const result = await like(
      {
        challengeId: challenge.challengeId,
        periodStart: challenge.periodStart,
        memberId: member.memberId,
      },
      member.likedByMe,
    );
    if (!result.ok) setFailed(true);
  }

  return (
    <Stack gap="md" data-testid="challenges-community">
      <Stack gap={4}>
        <Title order={3} size="h4">
          {t('challenges:ui.community.title', { type })}
        </Title>
        <Text size="sm" c="dimmed">
          {t('challenges:ui.community.intro')}
        </Text>
      </Stack>
      {account.status === 'signed_out' ? <AccountNeeded /> : null}
      {account.status === 'offline_unknown' || (signedIn && week.status === 'offline') ? (
        <Alert color="yellow" variant="light" data-testid="community-challenges-offline">
          {t('challenges:ui.community.offline')}
        </Alert>
      ) : null}
      {signedIn && week.status === 'loading' ? (
        <Loader aria-label={t('challenges:ui.loading')} />
      ) : null}
      {signedIn && profileKey ? (
        <Alert color="blue" variant="light" data-testid="community-challenges-profile">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t(profileKey)}</Text>
            <Button component={Link} to="/communities" size="xs" variant="light">
              {t('challenges:ui.community.toCommunities')}
            </Button>
          </Stack>
        </Alert>
      ) : null}
      {signedIn && week.status === 'error' && !profileKey ? (
        <ChallengesReadError onRetry={reload} message={t('challenges:ui.community.error')} />
      ) : null}
      {failed ? (
        <Text size="sm" c="red" role="alert">
          {t('challenges:ui.community.actionFailed')}
        </Text>
      ) : null}
      {signedIn && week.status === 'ready' ? (
        <>
          <Text size="sm" fw={600}>
            {t('challenges:ui.community.week', {
              date: dayLabel(week.value.weekStart, i18n.language),
              end: dayLabel(
                week.value.challenges[0]?.endsOn ?? week.value.weekStart,
                i18n.language,
              ),
            })}
          </Text>
          {week.value.challenges.map((challenge) => (
            <CommunityChallengeCard
              key={challenge.challengeId}
              challenge={challenge}
              onJoin={(share) => join(challenge, share)}
              onCheer={(member) => cheer(challenge, member)}
            />
          ))}
          <Button
            component={Link}
            to={roomPath(typeRoomId(type))}
            variant="light"
            style={{ alignSelf: 'flex-start' }}
            data-testid="community-challenges-chat"
          >
            {t('challenges:ui.community.chat')}
          </Button>
        </>
      ) : null}
      {signedIn && rank.status === 'ready' ? <RankCard rank={rank.value} onOptIn={optIn} /> : null}
    </Stack>
  );
}

function CommunityChallengeCard({
  challenge: wire,
  onJoin,
  onCheer,
}: {
  challenge: CommunityChallengeWire;
  onJoin: (share: boolean) => Promise<void>;
  onCheer: (member: ChallengeMemberWire) => Promise<void>;
}) {
  const { t } = useTranslation(CHALLENGE_NAMESPACES);
  const [share, setShare] = useState(false);
  const [busy, setBusy] = useState(false);
  const challenge = catalogueChallenge(wire.challengeId);
  if (!challenge) return null;
  const titleId = `community-${wire.challengeId}`;
  return (
    <ChallengeArticle challengeId={wire.challengeId} titleId={titleId} testId="community-challenge">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" align="flex-start">
          <Title order={4} size="h5" id={titleId}>
            <Link to={`/challenges/${challenge.id}`} style={{ color: 'inherit' }}>
              {challengeTitle(t, challenge)}
            </Link>
          </Title>
          <Badge variant="light" data-testid="community-participants">
            {t('challenges:ui.community.participants', { count: wire.participants })}
          </Badge>
        </Group>
        <ChallengeMeta challenge={challenge} />
        {wire.joined ? (
          <Badge color="teal" variant="light" style={{ alignSelf: 'flex-start' }}>
            {CHECK} {t('challenges:ui.community.joined')}
          </Badge>
        ) : (
          <Stack gap="xs">
            <Switch
              label={t('challenges:ui.community.shareOnJoin')}
              checked={share}
              onChange={(event) => setShare(event.currentTarget.checked)}
            />
            <Button
              size="sm"
              loading={busy}
              style={{ alignSelf: 'flex-start' }}
              data-testid="community-join"
              onClick={() => {
                setBusy(true);
                void onJoin(share).finally(() => setBusy(false));
              }}
            >
              {t('challenges:ui.community.join')}
            </Button>
          </Stack>
        )}
        {wire.members.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('challenges:ui.community.noMembers')}
          </Text>
        ) : (
          <List listStyleType="none" spacing={6} p={0} data-testid="community-members">
            {wire.members.map((member) => (
              <List.Item key={member.memberId} data-testid="community-member">
                <Group justify="space-between" gap="xs" wrap="nowrap">
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Text size="sm" fw={member.me ? 600 : 500} truncate>
                      {member.me
                        ? t('challenges:ui.community.you', { name: member.name })
                        : member.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {member.doneDays !== undefined
                        ? t('challenges:ui.community.memberProgress', {
                            done: member.doneDays,
                            needed: member.daysNeeded,
                          })
                        : t('challenges:ui.community.hidden')}
                    </Text>
                  </Stack>
                  <Group gap={4} wrap="nowrap">
                    <Text size="xs" c="dimmed">
                      {t('challenges:ui.community.likes', { count: member.likes })}
                    </Text>
                    {member.me ? null : (
                      <ActionIcon
                        variant={member.likedByMe ? 'filled' : 'light'}
                        color="pink"
                        aria-pressed={member.likedByMe}
                        aria-label={
                          member.likedByMe
                            ? t('challenges:ui.community.unlike', { name: member.name })
                            : t('challenges:ui.community.like', { name: member.name })
                        }
                        onClick={() => void onCheer(member)}
                      >
                        <span aria-hidden="true">{CLAP}</span>
                      </ActionIcon>
                    )}
                  </Group>
                </Group>
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
    </ChallengeArticle>
  );
}

function RankCard({
  rank,
  onOptIn,
}: {
  rank: ChallengeRankWire;
  onOptIn: (value: boolean) => Promise<unknown>;
}) {
  const { t } = useTranslation(CHALLENGE_NAMESPACES);
  const [busy, setBusy] = useState(false);
  return (
    <Card withBorder radius="md" p="md" component="section" aria-labelledby="challenge-rank">
      <Stack gap="sm">
        <Title order={4} size="h5" id="challenge-rank">
          {t('challenges:ui.community.rank')}
        </Title>
        <Switch
          label={t('challenges:ui.community.rankSwitch')}
          description={t('challenges:ui.community.rankExplain')}
          checked={rank.optedIn}
          disabled={busy}
          data-testid="rank-switch"
          onChange={(event) => {
            const value = event.currentTarget.checked;
            setBusy(true);
            void onOptIn(value).finally(() => setBusy(false));
          }}
        />
        {!rank.optedIn ? (
          <Text size="sm" c="dimmed">
            {t('challenges:ui.community.rankOff')}
          </Text>
        ) : (
          <>
            {rank.rank !== undefined ? (
              <Text fw={600} data-testid="rank-mine">
                {t('challenges:ui.community.yourRank', {
                  rank: rank.rank,
                  of: rank.of,
                  xp: rank.xp ?? 0,
                })}
              </Text>
            ) : null}
            {rank.top.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('challenges:ui.community.rankEmpty')}
              </Text>
            ) : (
              <Stack gap={4}>
                <Text size="sm" fw={600}>
                  {t('challenges:ui.community.top')}
                </Text>
                <List listStyleType="none" size="sm" spacing={2} p={0} data-testid="rank-top">
                  {rank.top.map((row) => (
                    <List.Item key={`${row.rank}-${row.name}`} fw={row.me ? 700 : undefined}>
                      {t('challenges:ui.community.rankRow', { rank: row.rank, name: row.name })} ·{' '}
                      {t('challenges:ui.meta.xp', { count: row.xp })}
                    </List.Item>
                  ))}
                </List>
              </Stack>
            )}
          </>
        )}
      </Stack>
    </Card>
  );
}
