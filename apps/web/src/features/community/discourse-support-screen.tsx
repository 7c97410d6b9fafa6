// /discourse-support: what the operator's forum is, what Groeipad shares with it when you sign in there, and the way in when this server has one.
import { Alert, Button, Card, List, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useForum } from '../../lib/community/use-forum';
import { accountPathReturningTo } from '../../lib/in-app-path';

export function DiscourseSupportScreen() {
  const { t } = useTranslation(['community', 'routes']);
  const forum = useForum();
  const [params] = useSearchParams();
  const needs = params.get('needs');
  return (
    <Stack gap="lg" maw={640} mx="auto" data-testid="discourse-support-screen">
      <Title order={1}>{t('routes:screens.discourseSupport.title')}</Title>
      <Text size="lg">{t('community:forum.intro')}</Text>
      {needs === 'signin' && (
        <NeedsFirst what="needsSignin" to={accountPathReturningTo('/discourse-support')} />
      )}
      {needs === 'profile' && <NeedsFirst what="needsProfile" to="/communities/all" />}
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

/** What the forum sent the member back for: sign in, or choose a community name, then try again. */
function NeedsFirst({ what, to }: { what: 'needsSignin' | 'needsProfile'; to: string }) {
  const { t } = useTranslation('community');
  const testId = what === 'needsSignin' ? 'forum-needs-signin' : 'forum-needs-profile';
  return (
    <Alert color="yellow" title={t(`forum.${what}.title`)} data-testid={testId}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t(`forum.${what}.body`)}</Text>
        <Button component={Link} to={to} size="xs" variant="light">
          {t(`forum.${what}.action`)}
        </Button>
      </Stack>
    </Alert>
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
