// Full-width states the journal screens share: no profile yet, entry not found, load failure, editor skeleton.
import { namespaces } from '@groeipad/i18n';
import { Alert, Button, Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { reasonOf } from '../../components/daily/notify';

/** `standalone`: the only content of the screen, so its title is the page's h1. */
export function NoProfile({ standalone = false }: { standalone?: boolean }) {
  const { t } = useTranslation(namespaces);
  return (
    <Card withBorder padding="lg" radius="md">
      <Stack gap="sm" align="flex-start">
        <Title order={standalone ? 1 : 2}>{t('journal:noProfile.title')}</Title>
        <Text>{t('journal:noProfile.body')}</Text>
        <Button component={Link} to="/profile">
          {t('journal:noProfile.action')}
        </Button>
      </Stack>
    </Card>
  );
}

export function EntryNotFound() {
  const { t } = useTranslation(namespaces);
  return (
    <Stack gap="md" py="md">
      <Title order={1}>{t('journal:notFound.title')}</Title>
      <Text>{t('journal:notFound.body')}</Text>
      <Button component={Link} to="/journaling" w="fit-content">
        {t('journal:notFound.action')}
      </Button>
    </Stack>
  );
}

export function LoadFailed({ error }: { error: unknown }) {
  const { t } = useTranslation(namespaces);
  return (
    <Alert color="red" role="alert" title={t('journal:loadFailed')}>
      {reasonOf(error)}
    </Alert>
  );
}

export function EditorSkeleton() {
  const { t } = useTranslation(namespaces);
  return (
    <Stack gap="md" py="md" role="status" aria-label={t('journal:editor.loading')}>
      <Skeleton height={32} width="40%" />
      <Skeleton height={40} />
      <Skeleton height={96} />
      <Skeleton height={240} />
    </Stack>
  );
}
