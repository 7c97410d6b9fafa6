// Ontdekken: the whole library with filters (category, how often, difficulty, fit for the type); a weekly or
// multi-week challenge starts a run here, a daily one opens its page.
import { ChallengeArticle } from '../../components/challenges/challenge-article';
import {
  CHALLENGE_CATALOGUE,
  CHALLENGE_CATEGORIES,
  CHALLENGE_DIFFICULTIES,
  CHALLENGE_FREQUENCIES,
  mbtiRelevance,
  type CatalogueChallenge,
  type ChallengeProgress,
  type MbtiType,
} from '@groeipad/domain';
import {
  Badge,
  Button,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isRunning } from './active-tab';
import type { ChallengeActions } from '../../lib/challenges/use-challenge-progress';
import { ChallengeMeta } from '../../components/challenges/challenge-meta';
import {
  CHALLENGE_NAMESPACES,
  challengeDescription,
  challengeTitle,
} from '../../components/challenges/challenge-texts';
import { discoverList, NO_FILTERS, type DiscoverFilters } from './discover-filter';

/** Cards shown at first and added by each "show more": a phone screen stays a page, not 62 cards. */
export const DISCOVER_PAGE = 12;

type Props = {
  type: MbtiType;
  progress: ChallengeProgress;
  actions: ChallengeActions;
};

export function DiscoverTab({ type, progress, actions }: Props) {
  const { t } = useTranslation(CHALLENGE_NAMESPACES);
  const [filters, setFilters] = useState<DiscoverFilters>(NO_FILTERS);
  const [shown, setShown] = useState(DISCOVER_PAGE);
  const list = useMemo(() => discoverList(CHALLENGE_CATALOGUE, filters, type), [filters, type]);
  const running = new Set(progress.runs.filter(isRunning).map((entry) => entry.challenge.id));
  const set = (patch: Partial<DiscoverFilters>) => {
    setFilters((old) => ({ ...old, ...patch }));
    setShown(DISCOVER_PAGE);
  };
  const filtered = filters !== NO_FILTERS;

  return (
    <Stack gap="md" data-testid="challenges-discover">
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <Select
          label={t('challenges:ui.discover.category')}
          placeholder={t('challenges:ui.discover.allCategories')}
          clearable
          value={filters.category}
          onChange={(value) => set({ category: value })}
          data={CHALLENGE_CATEGORIES.map((value) => ({
            value,
            label: t(`challenges:categories.${value}`),
          }))}
        />
        <Select
          label={t('challenges:ui.discover.frequency')}
          placeholder={t('challenges:ui.discover.allFrequencies')}
          clearable
          value={filters.frequency}
          onChange={(value) => set({ frequency: value })}
          data={CHALLENGE_FREQUENCIES.map((value) => ({
            value,
            label: t(`challenges:frequencies.${value}`),
          }))}
        />
        <Select
          label={t('challenges:ui.discover.difficulty')}
          placeholder={t('challenges:ui.discover.allDifficulties')}
          clearable
          value={filters.difficulty}
          onChange={(value) => set({ difficulty: value })}
          data={CHALLENGE_DIFFICULTIES.map((value) => ({
            value,
            label: t(`challenges:difficulties.${value}`),
          }))}
        />
      </SimpleGrid>
      <Switch
        label={t('challenges:ui.discover.fitsType', { type })}
        checked={filters.fitsType}
        onChange={(event) => set({ fitsType: event.currentTarget.checked })}
      />
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed" aria-live="polite" data-testid="discover-count">
          {t('challenges:ui.discover.count', { count: list.length })}
        </Text>
        {filtered ? (
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => {
              setFilters(NO_FILTERS);
              setShown(DISCOVER_PAGE);
            }}
          >
            {t('challenges:ui.discover.clear')}
          </Button>
        ) : null}
      </Group>
      {list.length === 0 ? (
        <Text>{t('challenges:ui.discover.none')}</Text>
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
            {list.slice(0, shown).map((challenge) => (
              <DiscoverCard
                key={challenge.id}
                challenge={challenge}
                type={type}
                running={running.has(challenge.id)}
                onStart={() => actions.join(challenge.id, { shareProgress: false })}
              />
            ))}
          </SimpleGrid>
          {list.length > shown ? (
            <Button
              variant="light"
              onClick={() => setShown((count) => count + DISCOVER_PAGE)}
              data-testid="discover-more"
            >
              {t('challenges:ui.discover.more', { count: list.length - shown })}
            </Button>
          ) : null}
        </>
      )}
    </Stack>
  );
}

function DiscoverCard({
  challenge,
  type,
  running,
  onStart,
}: {
  challenge: CatalogueChallenge;
  type: MbtiType;
  running: boolean;
  onStart: () => Promise<unknown>;
}) {
  const { t } = useTranslation(CHALLENGE_NAMESPACES);
  const [busy, setBusy] = useState(false);
  const fit = mbtiRelevance(challenge, type);
  const titleId = `discover-${challenge.id}`;
  async function start() {
    setBusy(true);
    try {
      await onStart();
    } catch (error) {
      console.error('Starting a challenge failed', error);
    } finally {
      setBusy(false);
    }
  }
  return (
    <ChallengeArticle challengeId={challenge.id} titleId={titleId} testId="discover-card">
      <Stack gap="xs" h="100%">
        <Title order={3} size="h5" id={titleId}>
          <Link to={`/challenges/${challenge.id}`} style={{ color: 'inherit' }}>
            {challengeTitle(t, challenge)}
          </Link>
        </Title>
        {fit >= 2 ? (
          <Badge variant="dot" color={fit === 3 ? 'violet' : 'blue'} size="sm">
            {fit === 3
              ? t('challenges:ui.discover.fitGreat', { type })
              : t('challenges:ui.discover.fitGood', { type })}
          </Badge>
        ) : null}
        <ChallengeMeta challenge={challenge} />
        <Text size="sm" c="dimmed" lineClamp={3}>
          {challengeDescription(t, challenge)}
        </Text>
        {challenge.frequency === 'daily' ? null : running ? (
          <Badge color="teal" variant="light" style={{ alignSelf: 'flex-start' }}>
            {t('challenges:ui.discover.running')}
          </Badge>
        ) : (
          <Button
            size="sm"
            variant="light"
            loading={busy}
            onClick={() => void start()}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('challenges:ui.discover.start')}
          </Button>
        )}
      </Stack>
    </ChallengeArticle>
  );
}
