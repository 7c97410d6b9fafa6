// Where the person is in the session: "step 2 of 6" and a calm progress bar.
import { namespaces } from '@groeipad/i18n';
import { Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Props = { step: number; total: number };

export function StepProgress({ step, total }: Props) {
  const { t } = useTranslation(namespaces);
  const label = t('imagination:session.progress', { step: step + 1, total });
  return (
    <Stack gap={6}>
      <Text size="sm" c="dimmed" data-testid="imagination-progress">
        {label}
      </Text>
      <Progress
        value={((step + 1) / total) * 100}
        size="sm"
        radius="xl"
        aria-label={t('imagination:session.progressLabel')}
        aria-valuetext={label}
        transitionDuration={300}
      />
    </Stack>
  );
}
