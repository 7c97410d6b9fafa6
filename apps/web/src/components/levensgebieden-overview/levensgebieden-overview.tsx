// The nine levensgebieden at a glance, in the spec's fixed order: each links to its questionnaire and results.
import { LEVENSGEBIEDEN } from '@groeipad/domain';
import { namespaces } from '@groeipad/i18n';
import { Alert, Box, Button, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNow } from '../../lib/use-now';
import { SECTION_ANCHOR_STYLE, useScrollToSection } from '../../lib/use-scroll-to-section';
import { AreaSummaryCard } from './area-summary-card';
import classes from './levensgebieden-overview.module.css';
import { useLevensgebiedHistories } from './use-levensgebied-histories';

// One column on a phone, two from 576 px, three on a desktop.
const COLUMNS = { base: 1, xs: 2, md: 3 };

/** The section's anchor: /holistic-wellness#levensgebieden (the home shortcut) scrolls here. */
export const LEVENSGEBIEDEN_SECTION_ID = 'levensgebieden';

export type LevensgebiedenOverviewProps = { userId: string };

export function LevensgebiedenOverview({ userId }: LevensgebiedenOverviewProps) {
  const { t } = useTranslation(namespaces);
  const headingId = useId();
  const [attempt, setAttempt] = useState(0);
  const areas = useLevensgebiedHistories(userId, attempt);
  const now = useNow(60_000);
  useScrollToSection(LEVENSGEBIEDEN_SECTION_ID, areas.status === 'ready');
  return (
    <Stack
      gap="sm"
      component="section"
      id={LEVENSGEBIEDEN_SECTION_ID}
      style={SECTION_ANCHOR_STYLE}
      aria-labelledby={headingId}
      data-testid="levensgebieden-overview"
    >
      <Stack gap={4}>
        <Title order={2} size="h3" id={headingId}>
          {t('lifeAreas:overview.heading')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('lifeAreas:overview.intro')}
        </Text>
      </Stack>
      {areas.status === 'loading' ? (
        <SimpleGrid
          cols={COLUMNS}
          spacing="sm"
          role="status"
          aria-label={t('lifeAreas:overview.loading')}
        >
          {LEVENSGEBIEDEN.map((area) => (
            <Skeleton key={area} height={112} radius="md" />
          ))}
        </SimpleGrid>
      ) : null}
      {areas.status === 'error' ? (
        <Alert color="red" title={t('lifeAreas:overview.error.title')} role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('lifeAreas:overview.error.body')}</Text>
            <Button variant="light" color="red" onClick={() => setAttempt((n) => n + 1)}>
              {t('lifeAreas:overview.error.retry')}
            </Button>
          </Stack>
        </Alert>
      ) : null}
      {areas.status === 'ready' ? (
        <SimpleGrid
          cols={COLUMNS}
          spacing="sm"
          component="ul"
          className={classes.list}
          data-testid="levensgebieden-list"
        >
          {areas.value.map(({ area, history }) => (
            <Box component="li" key={area}>
              <AreaSummaryCard area={area} history={history} now={now} />
            </Box>
          ))}
        </SimpleGrid>
      ) : null}
    </Stack>
  );
}
