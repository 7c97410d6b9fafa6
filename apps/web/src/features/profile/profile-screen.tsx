// The /profile screen: who you are, your type and its history, your own lists, about-me and preferences.
import { namespaces } from '@groeipad/i18n';
import { Alert, Button, Center, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AboutCard } from './about-card';
import { CreateProfileCard } from './create-profile-card';
import { HistoryCard } from './history-card';
import { IdentityCard } from './identity-card';
import { PreferencesCard } from './preferences-card';
import { ProfileErrorBoundary } from './profile-error-boundary';
import type { ProfileRecord, UserRecord } from './profile-store';
import { RetakeModal } from './retake-modal';
import { TraitsCard } from './traits-card';
import { TypeCard } from './type-card';
import { useProfile } from './use-profile';
import { reasonOf, useSave } from './use-save';

export function ProfileScreen() {
  const { t } = useTranslation(namespaces);
  return (
    <Stack gap="lg" py="md">
      <Stack gap={4}>
        <Title order={1}>{t('profile:title')}</Title>
        <Text c="dimmed">{t('profile:intro')}</Text>
      </Stack>
      <ProfileErrorBoundary
        fallback={(retry, error) => (
          <Alert color="red" title={t('profile:loadFailed')} role="alert">
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{reasonOf(error)}</Text>
              <Button variant="light" color="red" onClick={retry}>
                {t('common:actions.retry')}
              </Button>
            </Stack>
          </Alert>
        )}
      >
        <ProfileContent />
      </ProfileErrorBoundary>
    </Stack>
  );
}

function ProfileContent() {
  const { t } = useTranslation(namespaces);
  const state = useProfile();
  const { run } = useSave();
  if (state.status === 'loading') {
    return (
      <Center py="xl" role="status" aria-label={t('profile:loading')}>
        <Loader />
      </Center>
    );
  }
  if (state.status === 'empty') return <CreateProfileCard run={run} />;
  return <ProfileView user={state.user} history={state.history} latest={state.latest} />;
}

type ViewProps = { user: UserRecord; history: ProfileRecord[]; latest: ProfileRecord | undefined };

function ProfileView({ user, history, latest }: ViewProps) {
  const { run } = useSave();
  const [retaking, setRetaking] = useState(false);
  return (
    <>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" style={{ alignItems: 'start' }}>
        <Stack gap="lg">
          <IdentityCard user={user} run={run} />
          <TypeCard type={user.mbti_type} onRetake={() => setRetaking(true)} />
          <HistoryCard history={history} />
        </Stack>
        <Stack gap="lg">
          <TraitsCard user={user} latest={latest} run={run} />
          <AboutCard key={user.id} user={user} run={run} />
          <PreferencesCard user={user} run={run} />
        </Stack>
      </SimpleGrid>
      <RetakeModal
        opened={retaking}
        onClose={() => setRetaking(false)}
        user={user}
        latest={latest}
        run={run}
      />
    </>
  );
}
