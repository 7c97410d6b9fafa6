// The committed migrations as a static list: works under tsx, in tests and in a bundle (no folder scan).
import type { Migration, MigrationProvider } from 'kysely';
import * as syncCore from './0001-sync-core';
import * as syncMutations from './0002-sync-mutations';
import * as auth from './0003-auth';
import * as accountKeys from './0004-account-keys';
import * as syncMutationsCreatedAt from './0005-sync-mutations-created-at';
import * as usageCounters from './0006-usage-counters';
import * as recordsDataBytes from './0007-records-data-bytes';
import * as accountDeletions from './0008-account-deletions';
import * as storageUsage from './0009-storage-usage';
import * as communityChat from './0010-community-chat';
import * as chatFavourites from './0011-chat-favourites';
import * as chatSharing from './0012-chat-sharing';
import * as challenges from './0013-challenges';

// Names sort in the order they apply; never rename or edit an applied migration, add a new one.
const migrations: Record<string, Migration> = {
  '0001_sync_core': syncCore,
  '0002_sync_mutations': syncMutations,
  '0003_auth': auth,
  '0004_account_keys': accountKeys,
  '0005_sync_mutations_created_at': syncMutationsCreatedAt,
  '0006_usage_counters': usageCounters,
  '0007_records_data_bytes': recordsDataBytes,
  '0008_account_deletions': accountDeletions,
  '0009_storage_usage': storageUsage,
  '0010_community_chat': communityChat,
  '0011_chat_favourites': chatFavourites,
  '0012_chat_sharing': chatSharing,
  '0013_challenges': challenges,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: () => Promise.resolve(migrations),
};
