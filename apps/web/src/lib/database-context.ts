// React context that hands the opened local database and its storage status to every screen.
import type { GroeipadDb, StorageInfo } from '@groeipad/local-db';
import { createContext, useContext } from 'react';

export type DatabaseContextValue = { db: GroeipadDb; storage: StorageInfo };

export const DatabaseContext = createContext<DatabaseContextValue | null>(null);

export function useDatabase(): DatabaseContextValue {
  const value = useContext(DatabaseContext);
  if (!value) throw new Error('useDatabase must be used inside <DatabaseProvider>');
  return value;
}
