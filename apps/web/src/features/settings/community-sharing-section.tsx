// Settings for the community: whether others see when the member is online and that they read their messages; both off until turned on, kept on the server, reciprocal (decision 044).
import { namespaces } from '@groeipad/i18n';
import { Loader, Switch, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccount } from '../../lib/account';
import {
  createCommunityApi,
  type ChatSharing,
  type CommunityApi,
} from '../../lib/community/community-api';
import { SettingsSection } from './settings-section';

const defaultApi = createCommunityApi();

export function CommunitySharingSection() {
  const { t } = useTranslation(namespaces);
  const account = useAccount();
  return (
    <SettingsSection id="settings-community" title={t('settings:community.title')}>
      <Text size="sm">{t('settings:community.intro')}</Text>
      {account.status === 'signed_in' ? (
        <SharingSwitches api={defaultApi} />
      ) : account.status === 'signed_out' ? (
        <Text size="sm" c="dimmed">
          {t('settings:community.signedOut')}
        </Text>
      ) : account.status === 'loading' ? null : (
        <Text size="sm" c="dimmed">
          {t('settings:community.unreachable')}
        </Text>
      )}
    </SettingsSection>
  );
}

type Loaded =
  | { status: 'loading' }
  | { status: 'unreachable' }
  | { status: 'noProfile' }
  | { status: 'ready'; sharing: ChatSharing };

/** The two switches, read from and saved to the server; a refused save puts the switch back and says so. */
export function SharingSwitches({ api }: { api: Pick<CommunityApi, 'sharing' | 'saveSharing'> }) {
  const { t } = useTranslation(namespaces);
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    void api.sharing().then((answer) => {
      if (!live) return;
      if (!answer.ok) setLoaded({ status: 'unreachable' });
      else if (answer.value.sharing === null) setLoaded({ status: 'noProfile' });
      else setLoaded({ status: 'ready', sharing: answer.value.sharing });
    });
    return () => {
      live = false;
    };
  }, [api]);

  if (loaded.status === 'loading')
    return <Loader size="sm" aria-label={t('settings:community.loading')} />;
  if (loaded.status !== 'ready') {
    return (
      <Text size="sm" c="dimmed" data-testid="community-sharing-unavailable">
        {t(`settings:community.${loaded.status}`)}
      </Text>
    );
  }

  const before = loaded.sharing;
  async function change(next: ChatSharing) {
    setSaving(true);
    setFailed(false);
    setLoaded({ status: 'ready', sharing: next });
    const saved = await api.saveSharing(next);
    if (!saved.ok) {
      setLoaded({ status: 'ready', sharing: before });
      setFailed(true);
    }
    setSaving(false);
  }

  return (
    <>
      <Switch
        label={t('settings:community.presenceLabel')}
        description={t('settings:community.presenceDescription')}
        checked={loaded.sharing.presence}
        disabled={saving}
        onChange={(event) => void change({ ...before, presence: event.currentTarget.checked })}
      />
      <Switch
        label={t('settings:community.readLabel')}
        description={t('settings:community.readDescription')}
        checked={loaded.sharing.readReceipts}
        disabled={saving}
        onChange={(event) => void change({ ...before, readReceipts: event.currentTarget.checked })}
      />
      <Text size="xs" c="dimmed">
        {t('settings:community.blocks')}
      </Text>
      {failed && (
        <Text size="sm" c="red" role="alert">
          {t('settings:community.saveFailed')}
        </Text>
      )}
    </>
  );
}
