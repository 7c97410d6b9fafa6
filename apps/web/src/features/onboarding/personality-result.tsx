// The test result: type, nickname and description, a bar per dimension, confidence, and the type's guidance.
import {
  DIMENSIONS,
  confidenceLevel,
  dimensionLetters,
  type MbtiType,
  type PersonalityResult,
} from '@groeipad/domain';
import { namespaces } from '@groeipad/i18n';
import { Group, Progress, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { preferenceShare, preferenceText } from '../../lib/personality-text';
import { TypeGuidance } from './type-guidance';

export function DimensionBars({ result }: { result: PersonalityResult }) {
  const { t } = useTranslation(namespaces);
  return (
    <Stack gap="sm">
      {DIMENSIONS.map((dimension) => {
        const [first, second] = dimensionLetters[dimension];
        const { letter, strength } = result.dimensions[dimension];
        // The bar is split at the middle: the chosen side gets its share, as the text says.
        const share = preferenceShare(strength);
        const firstShare = letter === first ? share : 100 - share;
        return (
          <Stack key={dimension} gap={4}>
            <Text size="sm">{preferenceText(t, dimension, result.dimensions[dimension])}</Text>
            {strength === 0 ? (
              <Text size="xs" c="dimmed">
                {t('personality:result.tie', { letter })}
              </Text>
            ) : null}
            <Group gap="xs" wrap="nowrap" aria-hidden="true">
              <Text size="xs" fw={700} w={14}>
                {first}
              </Text>
              <Progress.Root size="lg" style={{ flex: 1 }}>
                <Progress.Section value={firstShare} color="teal.7" />
                <Progress.Section value={100 - firstShare} color="grape.6" />
              </Progress.Root>
              <Text size="xs" fw={700} w={14}>
                {second}
              </Text>
            </Group>
          </Stack>
        );
      })}
    </Stack>
  );
}

export function TypeHeader({ type }: { type: MbtiType }) {
  const { t } = useTranslation(namespaces);
  return (
    <Stack gap={4}>
      <Title order={2} size="h3">
        {t('onboarding:result.title', { type, nickname: t(`types:${type}.nickname`) })}
      </Title>
      <Text>{t(`mbti:types.${type}.description`)}</Text>
    </Stack>
  );
}

export function PersonalityResultView({ result }: { result: PersonalityResult }) {
  const { t } = useTranslation(namespaces);
  const percent = Math.round(result.confidence * 100);
  return (
    <Stack gap="lg" data-testid="personality-result">
      <TypeHeader type={result.type} />
      <DimensionBars result={result} />
      <Stack gap={2}>
        <Text size="sm" fw={600}>
          {t('personality:result.confidenceValue', { percent })}
        </Text>
        <Text size="sm">
          {t(`personality:result.confidenceLevel.${confidenceLevel(result.confidence)}`)}
        </Text>
      </Stack>
      <TypeGuidance type={result.type} />
      <Text size="xs" c="dimmed">
        {t('personality:result.disclaimer')}
      </Text>
    </Stack>
  );
}
