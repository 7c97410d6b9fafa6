// /discourse-support: what the operator's forum is, what Groeipad shares with it when you sign in there, and the way in when this server has one.
import { Alert, Button, Card, List, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useForum } from '../../lib/community/use-forum';

export function DiscourseSupportScreen() {
  const { t } = useTranslation(['community', 'routes']);
  const forum = useForum();
  const [params] = useSearchParams();
  return (
    <Stack gap="lg" maw={640} mx="auto" data-testid="discourse-support-screen">
      <Title order={1}>{t('routes:screens.discourseSupport.title')}</Title>
      <Text size="lg">{t('community:forum.intro')}</Text>
      {params.get('needs') === 'signin' && (
        <Alert
          color="yellow"
          title={t('community:forum.needsSignin.title')}
          data-testid="forum-needs-signin"
        >
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('community:forum.needsSignin.body')}</Text>
            <Button component={Link} to="/account" size="xs" variant="light">
              {t('community:forum.needsSignin.action')}
            </Button>
          </Stack>
        </Alert>
      )}
      {params.get('needs') === 'profile' && (
        <Alert
          color="yellow"
          title={t('community:forum.needsProfile.title')}
          data-testid="forum-needs-profile"
        >
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('community:forum.needsProfile.body')}</Text>
            <Button component={Link} to="/communities/all" size="xs" variant="light">
              {t('community:forum.needsProfile.action')}
            </Button>
          </Stack>
        </Alert>
      )}
      <Card withBorder padding="md">
        <Title order={2} size="h4" mb="xs">
          {t('community:forum.separateTitle')}
        </Title>
        <Text size="sm">{t('community:forum.separateBody')}</Text>
      </Card>
      <Card withBorder padding="md">
        <Title order={2} size="h4" mb="xs">
          {t('community:forum.sharedTitle')}
        </Title>
        <List size="sm" spacing={4}>
          <List.Item>{t('community:forum.shared.name')}</List.Item>
          <List.Item>{t('community:forum.shared.email')}</List.Item>
          <List.Item>{t('community:forum.shared.id')}</List.Item>
        </List>
        <Text size="sm" mt="xs" fw={600}>
          {t('community:forum.notShared')}
        </Text>
      </Card>
      <ForumAction state={forum} />
    </Stack>
  );
}

function ForumAction({ state }: { state: ReturnType<typeof useForum> }) {
  const { t } = useTranslation('community');
  if (state.status === 'loading') return <Loader size="sm" aria-label={t('forum.loading')} />;
  if (state.status === 'offline') {
    return (
      <Alert color="gray" title={t('forum.offline.title')} data-testid="forum-offline">
        {t('forum.offline.body')}
      </Alert>
    );
  }
  if (state.status === 'not-configured') {
    return (
      <Alert color="gray" title={t('forum.notConfigured.title')} data-testid="forum-not-configured">
        {t('forum.notConfigured.body')}
      </Alert>
    );
  }
  return (
    <Stack gap={4} align="flex-start">
      <Button component="a" href={state.url} rel="noopener" size="md" data-testid="forum-open">
        {t('forum.open')}
      </Button>
      <Text size="xs" c="dimmed">
        {t('forum.openHint')}
      </Text>
    </Stack>
  );
}
