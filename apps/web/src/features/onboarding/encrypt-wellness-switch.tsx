// The 'privacy.encrypt_wellness' setting, offered on the wellness step (the settings screen has the same toggle).
import { namespaces } from '@groeipad/i18n';
import { Switch } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OnboardingStore } from './onboarding-store';

type Props = { store: OnboardingStore; userId: string; onChanged: () => void };

export function EncryptWellnessSwitch({ store, userId, onChanged }: Props) {
  const { t } = useTranslation(namespaces);
  const [on, setOn] = useState<boolean | undefined>(undefined);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    void store.encryptWellness(userId).then((value) => {
      if (!cancelled) setOn(value);
    });
    return () => {
      cancelled = true;
    };
  }, [store, userId]);

  async function toggle(next: boolean) {
    setOn(next);
    try {
      await store.setEncryptWellness(userId, next);
      setFailed(false);
      onChanged();
    } catch (error) {
      console.error('Could not store the encryption choice', error);
      setOn(!next);
      setFailed(true);
    }
  }

  return (
    <Switch
      checked={on ?? false}
      disabled={on === undefined}
      onChange={(event) => void toggle(event.currentTarget.checked)}
      label={t('onboarding:wellness.encrypt')}
      description={t('onboarding:wellness.encryptHint')}
      error={failed ? t('onboarding:flow.saveFailed') : undefined}
    />
  );
}
