// The install card itself: title and message of the decided context, Installeer / Later and a close cross.
import type { InstallDecision } from '@groeipad/domain';
import { installCard } from '@groeipad/domain';
import { namespaces } from '@groeipad/i18n';
import { Button, Card, CloseButton, Group, Stack, Text } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './install-prompt.module.css';
import { installMessageKeys, installTitleKeys } from './install-prompt-texts';

export type InstallPromptViewProps = {
  decision: InstallDecision;
  onInstall: () => Promise<boolean>;
  onDismiss: () => void;
};

export function InstallPromptView({ decision, onInstall, onDismiss }: InstallPromptViewProps) {
  const { t } = useTranslation(namespaces);
  const reduceMotion = useReducedMotion();
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const card = installCard(decision.context);
  const pulsing = card.pulsing && !reduceMotion;

  async function install() {
    setBusy(true);
    setFailed(false);
    const accepted = await onInstall();
    // Unmounted on success; a refusal or error leaves the card here and usable.
    setBusy(false);
    if (!accepted) setFailed(true);
  }

  return (
    <Card
      component="section"
      aria-labelledby={titleId}
      data-testid="install-prompt"
      data-context={decision.context}
      data-priority={card.priority}
      data-pulsing={String(pulsing)}
      className={pulsing ? classes.pulsing : undefined}
      withBorder
      shadow={card.priority === 'high' ? 'md' : 'sm'}
      radius="md"
      padding="md"
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4}>
          <Text id={titleId} fw={700}>
            {t(installTitleKeys[card.variant])}
          </Text>
          <Text size="sm">{t(installMessageKeys[decision.context])}</Text>
        </Stack>
        <CloseButton aria-label={t('pwa:install.close')} onClick={onDismiss} />
      </Group>
      {failed && (
        <Text size="sm" c="red" mt="xs" role="status">
          {t('pwa:install.failed')}
        </Text>
      )}
      <Group justify="flex-end" mt="sm" gap="xs">
        <Button variant="subtle" onClick={onDismiss}>
          {t('pwa:install.later')}
        </Button>
        <Button loading={busy} onClick={() => void install()}>
          {t('pwa:install.install')}
        </Button>
      </Group>
    </Card>
  );
}
