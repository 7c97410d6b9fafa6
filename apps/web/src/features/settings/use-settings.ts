// The current user's settings, live from the database, and a save that reports "saved" only after the write committed.
import { namespaces } from '@groeipad/i18n';
import { useLiveRecords } from '@groeipad/local-db';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDatabase } from '../../lib/database-context';
import { settingDefinitions, type SettingDefinition } from './setting-definitions';
import { notify } from './notify';
import { FALLBACK_USER_ID, currentUserId, saveSetting } from './settings-store';

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
    currentUserId(db).then(
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
  const records = useLiveRecords(
    db,
    'settings',
    (table) =>
      table
        .where('user_id')
        .equals(userId ?? FALLBACK_USER_ID)
        .toArray(),
    [userId],
  );
  const users = useLiveRecords(
    db,
    'users',
    (table) =>
      table
        .where('id')
        .equals(userId ?? '')
        .toArray(),
    [userId],
  );
  const values = useMemo(() => {
    if (!userId || !records || !users) return undefined;
    const map = new Map(records.map((record) => [record.key, record.value]));
    // The profile's privacy level is the one source once a profile exists (see saveSetting).
    const level = users[0]?.privacy_level;
    if (level) map.set(settingDefinitions.privacyLevel.key, level);
    return map;
  }, [userId, records, users]);
  const save = useCallback<SaveSetting>(
    async (definition, value) => {
      try {
        await saveSetting(db, userId ?? (await currentUserId(db)), definition, value);
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
