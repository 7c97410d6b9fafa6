// The secret that opens the key bundle: the passphrase, or the recovery key for when it is forgotten.
import { namespaces } from '@groeipad/i18n';
import { Group, PasswordInput, Radio, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { E2eeSecret } from '../../lib/e2ee';

type Props = {
  secret: E2eeSecret;
  onChange: (secret: E2eeSecret) => void;
  /** The passphrase field's label (e.g. 'Your current passphrase'). */
  passphraseLabel: string;
  error: string | undefined;
  disabled: boolean;
};

export function E2eeSecretInput({ secret, onChange, passphraseLabel, error, disabled }: Props) {
  const { t } = useTranslation(namespaces);
  return (
    <Stack gap="sm">
      {/* Radios, not a segmented control: long labels (German, Japanese) wrap on a 360 px screen. */}
      <Radio.Group
        label={t('account:e2ee.method.label')}
        value={secret.kind}
        onChange={(kind) =>
          onChange({ kind: kind === 'recoveryKey' ? 'recoveryKey' : 'passphrase', value: '' })
        }
      >
        <Group gap="md" mt={6} wrap="wrap">
          <Radio
            value="passphrase"
            label={t('account:e2ee.method.passphrase')}
            disabled={disabled}
          />
          <Radio
            value="recoveryKey"
            label={t('account:e2ee.method.recoveryKey')}
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
          label={t('account:e2ee.fields.recoveryKey')}
          description={t('account:e2ee.recoveryHint')}
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
