// Choosing who answers: the offline coach, our server's model, or the user's own OpenAI-compatible
// endpoint; and whether a short summary of their context may go with it (shown before it is allowed).
import { namespaces } from '@groeipad/i18n';
import {
  Alert,
  Button,
  Code,
  Group,
  Modal,
  PasswordInput,
  Radio,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ServerCoachConfig } from '../../lib/coach/coach-provider';
import {
  COACH_MODES,
  saveCoachSettings,
  validateCustomEndpoint,
} from '../../lib/coach/coach-settings';
import type { CoachSettings } from '../../lib/coach/coach-settings';

type Props = {
  opened: boolean;
  onClose: () => void;
  settings: CoachSettings;
  server: ServerCoachConfig;
  loadSummary: () => Promise<string>;
};

export function CoachSettingsModal({ opened, onClose, ...form }: Props) {
  const { t } = useTranslation(namespaces);
  return (
    <Modal opened={opened} onClose={onClose} title={t('coach:settings.title')} size="lg">
      {/* Mounted while open: each opening starts from the saved settings. */}
      {opened && <CoachSettingsForm onClose={onClose} {...form} />}
    </Modal>
  );
}

function CoachSettingsForm({ onClose, settings, server, loadSummary }: Omit<Props, 'opened'>) {
  const { t } = useTranslation(namespaces);
  const [draft, setDraft] = useState(settings);
  const [summary, setSummary] = useState<string | null>(null);
  const [invalid, setInvalid] = useState<'baseUrl' | 'model' | undefined>();
  useEffect(() => {
    let live = true;
    void loadSummary()
      .then((text) => live && setSummary(text))
      .catch(() => live && setSummary(''));
    return () => {
      live = false;
    };
  }, [loadSummary]);
  const set = <K extends keyof CoachSettings>(field: K, value: CoachSettings[K]) =>
    setDraft((current) => ({ ...current, [field]: value }));

  function save() {
    const problem = draft.mode === 'custom' ? validateCustomEndpoint(draft) : undefined;
    setInvalid(problem);
    if (problem) return;
    saveCoachSettings(draft);
    onClose();
  }

  return (
    <Stack gap="md">
      <Radio.Group
        label={t('coach:settings.modeLabel')}
        value={draft.mode}
        onChange={(value) => {
          const mode = COACH_MODES.find((option) => option === value);
          if (mode) set('mode', mode);
        }}
      >
        <Stack gap="xs" mt="xs">
          <Radio
            value="offline"
            label={t('coach:settings.offline')}
            description={t('coach:settings.offlineHint')}
          />
          <Radio
            value="server"
            disabled={!server.available}
            label={t('coach:settings.server')}
            description={
              server.available
                ? t('coach:settings.serverHint', { model: server.model ?? '' })
                : server.signInRequired
                  ? t('coach:settings.serverSignIn')
                  : t('coach:settings.serverUnavailable')
            }
          />
          <Radio
            value="custom"
            label={t('coach:settings.custom')}
            description={t('coach:settings.customHint')}
          />
        </Stack>
      </Radio.Group>
      {draft.mode === 'custom' && (
        <Stack gap="xs">
          <TextInput
            label={t('coach:settings.baseUrl')}
            description={t('coach:settings.baseUrlHint')}
            value={draft.baseUrl}
            onChange={(event) => set('baseUrl', event.currentTarget.value)}
            error={invalid === 'baseUrl' ? t('coach:settings.baseUrlInvalid') : undefined}
            inputMode="url"
          />
          <TextInput
            label={t('coach:settings.model')}
            value={draft.model}
            onChange={(event) => set('model', event.currentTarget.value)}
            error={invalid === 'model' ? t('coach:settings.modelMissing') : undefined}
          />
          <PasswordInput
            label={t('coach:settings.apiKey')}
            description={t('coach:settings.apiKeyHint')}
            value={draft.apiKey}
            onChange={(event) => set('apiKey', event.currentTarget.value)}
            autoComplete="off"
          />
        </Stack>
      )}
      {draft.mode !== 'offline' && (
        <Stack gap="xs">
          <Switch
            checked={draft.shareSummary}
            onChange={(event) => set('shareSummary', event.currentTarget.checked)}
            label={t('coach:settings.shareSummary')}
            description={t('coach:settings.shareSummaryHint')}
          />
          <Text size="sm" fw={500}>
            {t('coach:settings.summaryPreview')}
          </Text>
          <Code block data-testid="coach-summary-preview">
            {summary === null
              ? t('coach:settings.summaryLoading')
              : summary || t('coach:settings.summaryEmpty')}
          </Code>
          <Alert variant="light" color="blue">
            {t('coach:settings.privacy')}
          </Alert>
        </Stack>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('coach:settings.cancel')}
        </Button>
        <Button onClick={save}>{t('coach:settings.save')}</Button>
      </Group>
    </Stack>
  );
}
