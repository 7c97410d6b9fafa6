// Concrete next steps per weak area, each a link to the coach, content, challenges or an action plan.
import { namespaces } from '@groeipad/i18n';
import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { weakAreas } from './suggestion-links';
import type { StoredCheck } from './use-holistic-checks';

export function SuggestionsCard({ latest }: { latest: StoredCheck }) {
  const { t } = useTranslation(namespaces);
  const areas = weakAreas(latest.scores, latest.sections, t);
  return (
    <Card withBorder radius="md" padding="lg" data-testid="holistic-suggestions">
      <Stack gap="md">
        <Title order={2} size="h3">
          {t('wellnessCheck:overview.suggestionsTitle')}
        </Title>
        {areas.length === 0 ? <Text size="sm">{t('wellnessCheck:overview.noWeak')}</Text> : null}
        {areas.map((area) => (
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
                  <Anchor component={Link} to={link.to} size="sm">
                    {link.label}
                  </Anchor>
                </li>
              ))}
            </Stack>
          </Stack>
        ))}
      </Stack>
    </Card>
  );
}
