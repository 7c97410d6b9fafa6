// Beloningen: the level with its progress bar and XP, then all badges: earned ones with their day, the others
// with how to earn them; each with its rarity.
import {
  BADGES,
  catalogueChallenge,
  MAX_LEVEL,
  type Badge as BadgeDef,
  type ChallengeProgress,
} from '@groeipad/domain';
import type { TranslationResources } from '@groeipad/i18n';
import { Badge, Card, Group, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  badgeName,
  CHALLENGE_NAMESPACES,
  challengeTitle,
  dayLabel,
  numberLabel,
  type ChallengeT,
} from '../../components/challenges/challenge-texts';

type HowId = {
  [
    K in keyof TranslationResources['challenges']['badges']
  ]: TranslationResources['challenges']['badges'][K] extends {
    how: string;
  }
    ? K
    : never;
}[keyof TranslationResources['challenges']['badges']];

const RARITY_COLORS = {
  common: 'gray',
  uncommon: 'teal',
  rare: 'blue',
  epic: 'grape',
  legendary: 'orange',
} as const;

const BADGE_ICONS = {
  common: '🌱',
  uncommon: '🌿',
  rare: '💎',
  epic: '🌟',
  legendary: '👑',
} as const;

export function badgeHow(t: ChallengeT, badge: BadgeDef): string {
  if (badge.rule.kind === 'challenge') {
    const challenge = catalogueChallenge(badge.rule.challengeId);
    return t('challenges:badgeFromChallenge', {
      title: challenge ? challengeTitle(t, challenge) : badge.rule.challengeId,
    });
  }
  return t(`challenges:badges.${badge.id as HowId}.how`);
}

export function LevelCard({ progress }: { progress: ChallengeProgress }) {
  const { t, i18n } = useTranslation(CHALLENGE_NAMESPACES);
  const { level } = progress;
  const top = level.level >= MAX_LEVEL;
  return (
    <Card withBorder radius="md" p="lg" data-testid="challenges-level">
      <Stack gap="xs">
        <Group justify="space-between" align="baseline" gap="xs">
          <Title order={3} size="h3" data-testid="challenges-level-number">
            {t('challenges:ui.rewards.level', { level: level.level })}
          </Title>
          <Text fw={600} data-testid="challenges-xp-total">
            {t('challenges:ui.rewards.xpTotal', { xp: numberLabel(progress.xp, i18n.language) })}
          </Text>
        </Group>
        <Progress
          value={level.fraction * 100}
          size="lg"
          radius="xl"
          aria-label={t('challenges:ui.rewards.levelProgress')}
        />
        <Text size="sm" c="dimmed">
          {top
            ? t('challenges:ui.rewards.maxLevel')
            : t('challenges:ui.rewards.toNext', {
                count: level.span - level.into,
                next: level.level + 1,
              })}
        </Text>
      </Stack>
    </Card>
  );
}

export function RewardsTab({ progress }: { progress: ChallengeProgress }) {
  const { t, i18n } = useTranslation(CHALLENGE_NAMESPACES);
  const unlocked = new Map(progress.badges.map((entry) => [entry.badge.id, entry.unlockedOn]));
  return (
    <Stack gap="md" data-testid="challenges-rewards">
      <LevelCard progress={progress} />
      <Group justify="space-between" align="baseline">
        <Title order={3} size="h4">
          {t('challenges:ui.rewards.badges')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('challenges:ui.rewards.badgesCount', {
            unlocked: unlocked.size,
            total: BADGES.length,
          })}
        </Text>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" component="ul" p={0} m={0}>
        {BADGES.map((badge) => {
          const day = unlocked.get(badge.id);
          return (
            <Card
              key={badge.id}
              component="li"
              withBorder
              radius="md"
              p="sm"
              style={{ listStyle: 'none', borderStyle: day ? undefined : 'dashed' }}
              data-testid="challenge-badge"
              data-badge-id={badge.id}
              data-unlocked={day ? 'true' : 'false'}
            >
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <Text
                  fz={28}
                  lh={1}
                  aria-hidden="true"
                  style={{ filter: day ? undefined : 'grayscale(1)' }}
                >
                  {day ? BADGE_ICONS[badge.rarity] : '🔒'}
                </Text>
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Text fw={600}>{badgeName(t, badge.id)}</Text>
                  <Badge
                    size="xs"
                    variant="light"
                    color={RARITY_COLORS[badge.rarity]}
                    aria-label={t('challenges:ui.rewards.rarity', {
                      rarity: t(`challenges:rarities.${badge.rarity}`),
                    })}
                  >
                    {t(`challenges:rarities.${badge.rarity}`)}
                  </Badge>
                  <Text size="sm" c={day ? 'teal' : 'dimmed'}>
                    {day
                      ? t('challenges:ui.rewards.unlockedOn', {
                          date: dayLabel(day, i18n.language),
                        })
                      : badgeHow(t, badge)}
                  </Text>
                </Stack>
              </Group>
            </Card>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
