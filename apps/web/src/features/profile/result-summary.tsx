// A scored test result: the type with its title and nickname, the confidence and each preference's strength.
import { DIMENSIONS, type PersonalityResult } from '@groeipad/domain';
import { namespaces } from '@groeipad/i18n';
import { Group, Progress, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { preferenceShare, preferenceText } from '../../lib/personality-text';
import { confidencePercent } from './history-format';
import { nicknameAddsSomething, typeTexts } from './type-texts';

export function ResultSummary({ result }: { result: PersonalityResult }) {
  const { t } = useTranslation(namespaces);
  const texts = typeTexts(t, result.type);
  return (
    <Stack gap="sm" data-testid="retake-result">
      <Text c="dimmed">{t('profile:retake.resultIntro')}</Text>
      <Group gap="sm" align="baseline">
        <Title order={3} size="h1" ff="monospace">
          {result.type}
        </Title>
        <Text fw={600} size="lg">
          {texts?.title}
        </Text>
      </Group>
      {texts && nicknameAddsSomething(texts) ? (
        <Text c="dimmed">{t('profile:type.nickname', { nickname: texts.nickname })}</Text>
      ) : null}
      {texts ? <Text>{texts.description}</Text> : null}
      <Text fw={600}>
        {t('profile:history.confidence', { percent: confidencePercent(result.confidence) ?? 0 })}
      </Text>
      <Stack gap={6}>
        {DIMENSIONS.map((dimension) => {
          const score = result.dimensions[dimension];
          const text = preferenceText(t, dimension, score);
          return (
            <Stack gap={2} key={dimension}>
              <Text size="sm">{text}</Text>
              <Progress value={preferenceShare(score.strength)} aria-label={text} />
            </Stack>
          );
        })}
      </Stack>
    </Stack>
  );
}
