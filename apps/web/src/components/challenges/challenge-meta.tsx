// The facts of a challenge at a glance: category, difficulty, minutes, XP, and for longer ones the days it asks.
import { completesItself, type CatalogueChallenge } from '@groeipad/domain';
import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CHALLENGE_NAMESPACES } from './challenge-texts';

const DIFFICULTY_COLORS = { easy: 'teal', medium: 'yellow', hard: 'orange' } as const;

export function ChallengeMeta({ challenge }: { challenge: CatalogueChallenge }) {
  const { t } = useTranslation(CHALLENGE_NAMESPACES);
  return (
    <Group gap={6} wrap="wrap">
      <Badge variant="light" color="grape" size="sm">
        {t(`challenges:categories.${challenge.category}`)}
      </Badge>
      <Badge variant="light" color={DIFFICULTY_COLORS[challenge.difficulty]} size="sm">
        {t(`challenges:difficulties.${challenge.difficulty}`)}
      </Badge>
      <Badge variant="default" size="sm">
        {t('challenges:ui.meta.minutes', { count: challenge.estimatedMinutes })}
      </Badge>
      <Badge variant="light" color="blue" size="sm">
        {t('challenges:ui.meta.xp', { count: challenge.xpReward })}
      </Badge>
      {challenge.frequency === 'daily' ? null : (
        <Badge variant="default" size="sm">
          {t('challenges:ui.meta.window', {
            days: challenge.durationDays,
            needed: challenge.daysNeeded,
          })}
        </Badge>
      )}
      <Badge variant="outline" color={completesItself(challenge) ? 'teal' : 'gray'} size="sm">
        {completesItself(challenge) ? t('challenges:ui.meta.auto') : t('challenges:ui.meta.manual')}
      </Badge>
    </Group>
  );
}
