// Concrete next steps per weak area, each with a link to the coach, content, challenges or an action plan once that screen exists.
import { namespaces } from '@groeipad/i18n';
import { Anchor, Button, Card, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { weakAreas } from './suggestion-links';
import type { StoredCheck } from './use-holistic-checks';

/** How many weak areas show their suggestions before "show all". */
export const FIRST_SHOWN = 2;

export function SuggestionsCard({ latest }: { latest: StoredCheck }) {
  const { t } = useTranslation(namespaces);
  const areas = weakAreas(latest.scores, latest.sections, t);
  const [showAll, setShowAll] = useState(false);
  // The weakest areas first; the rest on request, so the levensgebieden below stay within reach.
  const shown = showAll ? areas : areas.slice(0, FIRST_SHOWN);
  const hidden = areas.length - shown.length;
  return (
    <Card withBorder radius="md" padding="lg" data-testid="holistic-suggestions">
      <Stack gap="md">
        <Title order={2} size="h3">
          {t('wellnessCheck:overview.suggestionsTitle')}
        </Title>
        {areas.length === 0 ? <Text size="sm">{t('wellnessCheck:overview.noWeak')}</Text> : null}
        {shown.map((area) => (
          <Stack key={area.key} gap="xs" component="section" aria-label={area.name}>
            <Text fw={600}>
              {t('wellnessCheck:overview.weakArea', { area: area.name, score: area.score })}
            </Text>
            <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {area.links.map((link) => (
                <li key={link.key}>
                  <Text size="sm" fw={500}>
                    {link.title}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {link.body}
                  </Text>
                  {link.link ? (
                    <Anchor component={Link} to={link.link.to} size="sm">
                      {link.link.label}
                    </Anchor>
                  ) : null}
                </li>
              ))}
            </Stack>
          </Stack>
        ))}
        {hidden > 0 ? (
          <Button
            variant="light"
            onClick={() => setShowAll(true)}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('wellnessCheck:overview.showAll', { count: hidden })}
          </Button>
        ) : null}
      </Stack>
    </Card>
  );
}
