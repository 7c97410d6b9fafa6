// Preferences: dark mode (Mantine colour scheme), voice, language and time zone, each stored on the users record.
import {
  preferenceUpdateColumns,
  supportedLanguages,
  type PreferenceUpdate,
} from '@groeipad/domain';
import { changeLanguage, currentLanguage, namespaces } from '@groeipad/i18n';
import {
  NativeSelect,
  Stack,
  Switch,
  useComputedColorScheme,
  useMantineColorScheme,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDatabase } from '../../lib/database-context';
import { ProfileSection } from './profile-section';
import { updateUser, type UserPatch, type UserRecord } from './profile-store';
import { TimeZoneSelect } from '../../components/time-zone/time-zone-select';
import type { RunSave } from './use-save';

export function PreferencesCard({ user, run }: { user: UserRecord; run: RunSave }) {
  const { t, i18n } = useTranslation(namespaces);
  const { db } = useDatabase();
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme('light');

  const save = (update: Partial<PreferenceUpdate>) =>
    // The repository validates the result (language must be one of the seven), so the wider string type is safe here.
    run(() => updateUser(db, user, preferenceUpdateColumns(update) as UserPatch));

  return (
    <ProfileSection id="profile-preferences" title={t('profile:preferences.title')}>
      <Stack gap="md">
        <Switch
          label={t('profile:preferences.darkMode')}
          checked={scheme === 'dark'}
          onChange={(event) => {
            const dark = event.currentTarget.checked;
            setColorScheme(dark ? 'dark' : 'light');
            void save({ darkMode: dark });
          }}
        />
        <Switch
          label={t('profile:preferences.voice')}
          description={t('profile:preferences.voiceHint')}
          checked={user.voice_enabled}
          onChange={(event) => void save({ voiceEnabled: event.currentTarget.checked })}
        />
        <NativeSelect
          label={t('profile:preferences.language')}
          value={currentLanguage(i18n)}
          onChange={(event) => {
            const chosen = event.currentTarget.value;
            void changeLanguage(i18n, chosen).then((language) => save({ language }));
          }}
          data={supportedLanguages.map((lng) => ({
            value: lng,
            label: t(`common:language.names.${lng}`),
          }))}
        />
        <TimeZoneSelect value={user.timezone} onChange={(timezone) => void save({ timezone })} />
      </Stack>
    </ProfileSection>
  );
}
