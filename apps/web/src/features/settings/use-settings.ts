// The current user's settings, live from the database, and a save that reports "saved" only after the write committed.
import { namespaces } from '@groeipad/i18n';
import { FALLBACK_USER_ID, settingsOwnerId, settingValues, userById } from '@groeipad/local-db';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDatabase } from '../../lib/database-context';
import { settingDefinitions, type SettingDefinition } from './setting-definitions';
import { notify } from './notify';
import { saveSetting } from './settings-store';
import { useLive } from '../../lib/use-live';

export type SaveSetting = (
  definition: SettingDefinition,
  value: string | boolean,
) => Promise<boolean>;

export type SettingsState = {
  /** Stored text per key; undefined while loading. */
  values: ReadonlyMap<string, string> | undefined;
  save: SaveSetting;
};

export function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function useCurrentUserId(): string | undefined {
  const { db } = useDatabase();
  const [userId, setUserId] = useState<string>();
  useEffect(() => {
    let active = true;
    settingsOwnerId(db).then(
      (id) => active && setUserId(id),
      (error: unknown) => {
        console.error('Could not read the local user', error);
        if (active) setUserId(FALLBACK_USER_ID);
      },
    );
    return () => {
      active = false;
    };
  }, [db]);
  return userId;
}

export function useSettings(): SettingsState {
  const { db } = useDatabase();
  // i18n.t, not the rendered t: a language switch saves before this component re-renders in the new language.
  const { i18n } = useTranslation(namespaces);
  const userId = useCurrentUserId();
  const stored = useLive(
    async (db) => ({
      settings: await settingValues(db, userId ?? FALLBACK_USER_ID),
      user: await userById(db, userId),
    }),
    [userId],
  );
  const values = useMemo(() => {
    if (!userId || !stored) return undefined;
    const map = new Map(stored.settings);
    // The profile's privacy level is the one source once a profile exists (see saveUserSetting).
    const level = stored.user?.privacy_level;
    if (level) map.set(settingDefinitions.privacyLevel.key, level);
    return map;
  }, [userId, stored]);
  const save = useCallback<SaveSetting>(
    async (definition, value) => {
      try {
        await saveSetting(db, userId ?? (await settingsOwnerId(db)), definition, value);
        notify(i18n, 'success', i18n.t('settings:saved'));
        return true;
      } catch (error) {
        console.error('Could not save setting', definition.key, error);
        notify(i18n, 'failure', i18n.t('settings:saveFailed', { reason: reasonOf(error) }));
        return false;
      }
    },
    [db, userId, i18n],
  );
  return { values, save };
}
