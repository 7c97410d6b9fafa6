// The danger zone: one sentence on what deleting does and the button that opens the confirmation.
import { namespaces } from '@groeipad/i18n';
import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteAccountModal } from './delete-account-modal';

type Props = { offline: boolean; onDeleted: () => void };

export function DeleteAccountCard({ offline, onDeleted }: Props) {
  const { t } = useTranslation(namespaces);
  const [open, setOpen] = useState(false);
  return (
    <Card component="section" aria-labelledby="account-delete" withBorder radius="md" p="lg">
      <Stack gap="md" align="flex-start">
        <Title order={2} size="h3" id="account-delete">
          {t('account:delete.title')}
        </Title>
        <Text size="sm">{t('account:delete.body')}</Text>
        <Button color="red" variant="outline" disabled={offline} onClick={() => setOpen(true)}>
          {t('account:delete.button')}
        </Button>
      </Stack>
      <DeleteAccountModal
        opened={open}
        offline={offline}
        onClose={() => setOpen(false)}
        onDeleted={onDeleted}
      />
    </Card>
  );
}
