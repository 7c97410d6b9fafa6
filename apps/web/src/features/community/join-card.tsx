// The first join of a room: a display name (prefilled with the user's first name) and the privacy line said plainly.
import { Alert, Button, Card, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  firstName: string;
  onJoin: (displayName: string) => Promise<boolean>;
};

export function JoinCard({ firstName, onJoin }: Props) {
  const { t } = useTranslation(['community']);
  const [name, setName] = useState(firstName);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  return (
    <Card withBorder radius="md" p="md" data-testid="community-join">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setBusy(true);
          void onJoin(name.trim()).then((ok) => {
            setBusy(false);
            setFailed(!ok);
          });
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('community:join.title')}
          </Title>
          <Text size="sm" data-testid="community-privacy">
            {t('community:join.privacy')}
          </Text>
          <TextInput
            label={t('community:join.nameLabel')}
            description={t('community:join.nameHint')}
            value={name}
            maxLength={40}
            required
            onChange={(event) => setName(event.currentTarget.value)}
            data-testid="community-display-name"
          />
          {failed && (
            <Alert color="red" variant="light">
              {t('community:join.failed')}
            </Alert>
          )}
          <Button
            type="submit"
            loading={busy}
            disabled={name.trim() === ''}
            data-testid="community-join-submit"
          >
            {t('community:join.submit')}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
