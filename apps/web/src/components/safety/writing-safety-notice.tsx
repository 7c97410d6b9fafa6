// A gentle, dismissable word beside something the user writes (the journal) when it carries crisis
// signals: nothing is blocked or sent, the writing goes on, and help is one tap away.
import type { CrisisEvent } from '@groeipad/coach';
import { namespaces } from '@groeipad/i18n';
import { Alert, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { HelpNow } from '../coach-chat/help-now';

type Props = { crisis: CrisisEvent | null; onDismiss: () => void };

export function WritingSafetyNotice({ crisis, onDismiss }: Props) {
  const { t } = useTranslation(namespaces);
  if (!crisis) return null;
  const level = crisis.assessment.level === 'crisis' ? 'crisis' : 'concern';
  return (
    <Alert
      color={level === 'crisis' ? 'orange' : 'blue'}
      variant="light"
      title={t(`coach:notice.${level}Title`)}
      withCloseButton
      closeButtonLabel={t('coach:notice.dismiss')}
      onClose={onDismiss}
      role={level === 'crisis' ? 'alert' : 'status'}
      data-testid="writing-safety-notice"
      data-level={level}
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t(`coach:notice.${level}Body`)}</Text>
        <HelpNow />
      </Stack>
    </Alert>
  );
}
