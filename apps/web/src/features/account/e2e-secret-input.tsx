// The secret that opens the key bundle: the passphrase, or the recovery key for when it is forgotten.
import { namespaces } from '@groeipad/i18n';
import { Group, PasswordInput, Radio, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { E2eSecret } from '../../lib/e2e';

type Props = {
  secret: E2eSecret;
  onChange: (secret: E2eSecret) => void;
  /** The passphrase field's label (e.g. 'Your current passphrase'). */
  passphraseLabel: string;
  error: string | undefined;
  disabled: boolean;
};

export function E2eSecretInput({ secret, onChange, passphraseLabel, error, disabled }: Props) {
  const { t } = useTranslation(namespaces);
  return (
    <Stack gap="sm">
      {/* Radios, not a segmented control: long labels (German, Japanese) wrap on a 360 px screen. */}
      <Radio.Group
        label={t('account:e2e.method.label')}
        value={secret.kind}
        onChange={(kind) =>
          onChange({ kind: kind === 'recoveryKey' ? 'recoveryKey' : 'passphrase', value: '' })
        }
      >
        <Group gap="md" mt={6} wrap="wrap">
          <Radio
            value="passphrase"
            label={t('account:e2e.method.passphrase')}
            disabled={disabled}
          />
          <Radio
            value="recoveryKey"
            label={t('account:e2e.method.recoveryKey')}
            disabled={disabled}
          />
        </Group>
      </Radio.Group>
      {secret.kind === 'passphrase' ? (
        <PasswordInput
          label={passphraseLabel}
          autoComplete="current-password"
          value={secret.value}
          onChange={(event) => onChange({ kind: 'passphrase', value: event.currentTarget.value })}
          error={error}
          disabled={disabled}
        />
      ) : (
        <TextInput
          label={t('account:e2e.fields.recoveryKey')}
          description={t('account:e2e.recoveryHint')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          ff="monospace"
          value={secret.value}
          onChange={(event) => onChange({ kind: 'recoveryKey', value: event.currentTarget.value })}
          error={error}
          disabled={disabled}
        />
      )}
    </Stack>
  );
}
