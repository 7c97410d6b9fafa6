// The unfinished session, offered first: go on where you left off, or stop it.
import { readSessionData } from '@groeipad/local-db';
import { namespaces } from '@groeipad/i18n';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SessionRecord } from './use-imagination';

type Props = { session: SessionRecord; onContinue: () => void; onStop: () => void; busy: boolean };

export function ActiveSessionCard({ session, onContinue, onStop, busy }: Props) {
  const { t } = useTranslation(namespaces);
  const { step_count } = readSessionData(session.session_data);
  return (
    <Card withBorder radius="md" padding="lg" data-testid="imagination-active">
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('imagination:active.title')}
        </Title>
        <Text>
          {t('imagination:active.body', {
            title: session.session_title,
            step: session.step + 1,
            total: step_count,
          })}
        </Text>
        <Group gap="sm">
          <Button onClick={onContinue}>{t('imagination:active.continue')}</Button>
          <Button variant="default" onClick={onStop} disabled={busy}>
            {t('imagination:active.stop')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
