// A challenge's numbered steps under a small heading.
import type { CatalogueChallenge } from '@groeipad/domain';
import { List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CHALLENGE_NAMESPACES, challengeSteps } from './challenge-texts';

export function ChallengeSteps({ challenge }: { challenge: CatalogueChallenge }) {
  const { t } = useTranslation(CHALLENGE_NAMESPACES);
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {t('challenges:ui.steps')}
      </Text>
      <List type="ordered" size="sm" spacing={2}>
        {challengeSteps(t, challenge).map((step) => (
          <List.Item key={step}>{step}</List.Item>
        ))}
      </List>
    </Stack>
  );
}
