// Every test result of the user, newest first: date, type, confidence and which test it was.
import { namespaces } from '@groeipad/i18n';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { confidencePercent, versionLabel } from './history-format';
import { ProfileSection } from './profile-section';
import type { ProfileRecord } from './profile-store';
import { typeTexts } from './type-texts';

function HistoryRow({ profile }: { profile: ProfileRecord }) {
  const { t, i18n } = useTranslation(namespaces);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const percent = confidencePercent(profile.confidence_score);
  const version = versionLabel(profile.test_version);
  const title = typeTexts(t, profile.mbti_type)?.title ?? t('mbti:unknownType');
  return (
    <Paper component="li" withBorder p="sm" radius="sm" data-testid="profile-history-row">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <Stack gap={2}>
          <Group gap="xs">
            <Badge variant="light">{profile.mbti_type}</Badge>
            <Text fw={600} size="sm">
              {title}
            </Text>
          </Group>
          <Text size="xs" c="dimmed">
            {date.format(profile.created_at)}
          </Text>
        </Stack>
        <Stack gap={2} align="flex-end">
          <Text size="sm">
            {percent === undefined
              ? t('profile:history.noConfidence')
              : t('profile:history.confidence', { percent })}
          </Text>
          <Text size="xs" c="dimmed">
            {version === undefined
              ? t('profile:history.versions.unknown')
              : 'key' in version
                ? t(`profile:history.versions.${version.key}`)
                : version.text}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}

export function HistoryCard({ history }: { history: readonly ProfileRecord[] }) {
  const { t } = useTranslation(namespaces);
  return (
    <ProfileSection id="profile-history" title={t('profile:history.title')}>
      {history.length === 0 ? (
        <Text c="dimmed">{t('profile:history.empty')}</Text>
      ) : (
        <Stack component="ol" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
          {history.map((profile) => (
            <HistoryRow key={profile.id} profile={profile} />
          ))}
        </Stack>
      )}
    </ProfileSection>
  );
}
