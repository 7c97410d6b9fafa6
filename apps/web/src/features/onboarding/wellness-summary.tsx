// A short, kind summary of the wellness check: the overall score, what goes well, what could use attention.
import type { WellnessResult } from '@groeipad/domain';
import { namespaces } from '@groeipad/i18n';
import { List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function WellnessSummary({ result }: { result: WellnessResult }) {
  const { t } = useTranslation(namespaces);
  return (
    <Stack gap="md" data-testid="wellness-summary">
      <Title order={2} size="h3">
        {t('onboarding:wellness.summaryTitle')}
      </Title>
      <Text>{t('wellness:overall', { score: result.overall })}</Text>
      <Stack gap={6}>
        <Title order={3} size="h5">
          {t('wellness:summary.strengthsTitle')}
        </Title>
        {result.strengths.length > 0 ? (
          <List size="sm" spacing={4}>
            {result.strengths.map((id) => (
              <List.Item key={id}>{t(`wellness:summary.strength.${id}`)}</List.Item>
            ))}
          </List>
        ) : (
          <Text size="sm">{t('onboarding:wellness.noStrengths')}</Text>
        )}
      </Stack>
      <Stack gap={6}>
        <Title order={3} size="h5">
          {t('wellness:summary.attentionTitle')}
        </Title>
        {result.attention.length > 0 ? (
          <List size="sm" spacing={4}>
            {result.attention.map((id) => (
              <List.Item key={id}>{t(`wellness:summary.attention.${id}`)}</List.Item>
            ))}
          </List>
        ) : (
          <Text size="sm">{t('onboarding:wellness.noAttention')}</Text>
        )}
      </Stack>
      <Text size="sm" c="dimmed">
        {t('wellness:disclaimer')}
      </Text>
    </Stack>
  );
}
