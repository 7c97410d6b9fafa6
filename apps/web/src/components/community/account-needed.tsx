// Why a room needs an account (the one part of Groeipad that needs the network and an account) and the way to sign up.
import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { accountPathReturningTo } from '../../lib/in-app-path';

export function AccountNeeded() {
  const { t } = useTranslation(['community']);
  const { pathname, search } = useLocation();
  return (
    <Card withBorder radius="md" p="lg" data-testid="community-account-needed">
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h4">
          {t('community:account.title')}
        </Title>
        <Text>{t('community:account.body')}</Text>
        <Button component={Link} to={accountPathReturningTo(`${pathname}${search}`)}>
          {t('community:account.action')}
        </Button>
      </Stack>
    </Card>
  );
}
