// The user's MBTI type: translated title, nickname and description, and the way to take the test again.
import { namespaces } from '@groeipad/i18n';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ProfileSection } from './profile-section';
import { nicknameAddsSomething, typeTexts } from './type-texts';

export function TypeCard({ type, onRetake }: { type: string; onRetake: () => void }) {
  const { t } = useTranslation(namespaces);
  const texts = typeTexts(t, type);
  return (
    <ProfileSection id="profile-type" title={t('profile:type.title')}>
      {texts ? (
        <Stack gap="xs" data-testid="profile-type">
          <Group gap="sm" align="baseline" wrap="wrap">
            <Title order={3} size="h2" ff="monospace">
              {texts.type}
            </Title>
            <Text fw={600} size="lg">
              {texts.title}
            </Text>
          </Group>
          {nicknameAddsSomething(texts) ? (
            <Text c="dimmed" size="sm">
              {t('profile:type.nickname', { nickname: texts.nickname })}
            </Text>
          ) : null}
          <Text>{texts.description}</Text>
        </Stack>
      ) : (
        <Text>{t('mbti:unknownType')}</Text>
      )}
      <Group>
        <Button onClick={onRetake}>{t('profile:retake.open')}</Button>
      </Group>
    </ProfileSection>
  );
}
