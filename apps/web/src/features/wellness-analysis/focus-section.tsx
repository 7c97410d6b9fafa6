// What to do next: for each weak area two to four suggestions, each a button to the screen that helps.
import {
  isPlanSuggestion,
  type FocusArea,
  type MoodReading,
  type WellnessSuggestion,
} from '@groeipad/coach';
import { namespaces } from '@groeipad/i18n';
import { Button, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SectionCard } from './section-card';

type Props = { areas: FocusArea[]; mood: MoodReading };

/** A plan suggestion opens the plan screen with its goal filled in, in the interface language. */
function useHref(suggestion: WellnessSuggestion): string {
  const { t } = useTranslation(namespaces);
  if (!isPlanSuggestion(suggestion.id)) return suggestion.route;
  const goal = t(`insights:wellnessAnalysis.planGoals.${suggestion.id}`);
  return `${suggestion.route}?${new URLSearchParams({ goal }).toString()}`;
}

function SuggestionItem({ suggestion }: { suggestion: WellnessSuggestion }) {
  const { t } = useTranslation(namespaces);
  const href = useHref(suggestion);
  const title = t(`insights:wellnessAnalysis.suggestions.${suggestion.id}.title`);
  return (
    <Stack gap={4} component="li" aria-label={title} data-suggestion={suggestion.id}>
      <Text fw={600}>{title}</Text>
      <Text size="sm">{t(`insights:wellnessAnalysis.suggestions.${suggestion.id}.body`)}</Text>
      <Button
        component={Link}
        to={href}
        variant="light"
        size="compact-sm"
        style={{ alignSelf: 'flex-start' }}
      >
        {t(`insights:wellnessAnalysis.open.${suggestion.target}`)}
      </Button>
    </Stack>
  );
}

function AreaCard({ area }: { area: FocusArea }) {
  const { t } = useTranslation(namespaces);
  const name = t(`insights:wellnessAnalysis.areas.${area.id}`);
  return (
    <SectionCard label={name} testId="focus-area">
      <Stack gap="sm">
        <Title order={3} size="h4">
          {name}
        </Title>
        <Text size="sm" c="dimmed">
          {t(`insights:wellnessAnalysis.focus.${area.kind}`, { area: name, score: area.score })}
        </Text>
        <Stack gap="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {area.suggestions.map((s) => (
            <SuggestionItem key={s.id} suggestion={s} />
          ))}
        </Stack>
      </Stack>
    </SectionCard>
  );
}

export function FocusSection({ areas, mood }: Props) {
  const { t } = useTranslation(namespaces);
  const titleId = useId();
  return (
    <Stack gap="sm" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h3" id={titleId}>
        {t('insights:wellnessAnalysis.focus.title')}
      </Title>
      {areas.length === 0 ? <Text>{t('insights:wellnessAnalysis.focus.allStrong')}</Text> : null}
      {areas.length > 0 && (mood.low || mood.trend === 'declining') ? (
        <Text size="sm" c="dimmed">
          {t('insights:wellnessAnalysis.focus.moodNote')}
        </Text>
      ) : null}
      {areas.map((area) => (
        <AreaCard key={area.id} area={area} />
      ))}
    </Stack>
  );
}
