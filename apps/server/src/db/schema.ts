// Kysely table types of the server database; they mirror the committed migrations.
import type { ColumnType, Generated } from 'kysely';

/** One synced record of one user; `version` comes from the `change_seq` sequence on every write. */
export type RecordsTable = {
  owner_id: string;
  table_name: string;
  id: string;
  /** jsonb: written as a JSON string, read back as a parsed value. */
  data: ColumnType<unknown, string, string>;
  deleted: Generated<boolean>;
  /** bigint, defaults to the next change_seq value; read as a JS number (see parse-int8.ts). */
  version: ColumnType<number, number | bigint | undefined, number | bigint>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  /** Bytes of `data` as JSON text, computed by the database on every write (migration 0007). */
  data_bytes: ColumnType<number, never, never>;
};

/** What the server remembers of an applied push change (MutationMemo), keyed per owner. */
export type SyncMutationsTable = {
  owner_id: string;
  mutation_id: string;
  table_name: string;
  record_id: string;
  /** bigint, read as a JS number. */
  version: ColumnType<number, number, number>;
  merged: boolean;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
};

/** Written by better-auth only (tables from migration 0003, columns per auth/auth-tables.ts); typed for reads and clean-up. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export type AuthUserTable = {
  id: string;
  name: string;
  email: string;
  email_verified: boolean;
  image: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type AuthSessionTable = {
  id: string;
  expires_at: Timestamp;
  token: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  ip_address: string | null;
  user_agent: string | null;
  user_id: string;
};

export type AuthAccountTable = {
  id: string;
  account_id: string;
  provider_id: string;
  user_id: string;
  access_token: string | null;
  refresh_token: string | null;
  id_token: string | null;
  access_token_expires_at: Date | null;
  refresh_token_expires_at: Date | null;
  scope: string | null;
  /** The scrypt hash ('salt:key', hex) of a password credential. */
  password: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type AuthVerificationTable = {
  id: string;
  identifier: string;
  value: string;
  expires_at: Timestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type AuthRateLimitTable = {
  id: string;
  key: string;
  count: number;
  /** bigint milliseconds, read as a JS number. */
  last_request: number;
};

/** An end-to-end encrypted account's key bundle (migration 0004); a missing row means not encrypted. */
export type AccountKeysTable = {
  owner_id: string;
  /** jsonb: the KeyBundle of @groeipad/sync, written as a JSON string, read back parsed. */
  bundle: ColumnType<unknown, string, string>;
  /** bigint, read as a JS number; 1 for the first bundle, one more per change. */
  revision: ColumnType<number, number, number>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
};

/** One counter of one key in one fixed time window (migration 0006; db/usage-counters.ts). */
export type UsageCountersTable = {
  key: string;
  /** bigint milliseconds, read as a JS number. */
  window_start: ColumnType<number, number, number>;
  /** bigint, read as a JS number. */
  amount: ColumnType<number, number, number>;
  expires_at: ColumnType<Date, Date | string, Date | string>;
};

/** An account whose deletion has begun (migration 0008; db/account-deletion.ts); sync refuses its writes. */
export type AccountDeletionsTable = {
  owner_id: string;
  started_at: ColumnType<Date, Date | string | undefined, Date | string>;
};

/**
 * An owner's stored bytes of record data: sum(records.data_bytes), kept by the sync store with each
 * write under the owner's lock (migration 0009; db/sync-store.ts). bigint, read as a JS number.
 */
export type StorageUsageTable = {
  owner_id: string;
  data_bytes: ColumnType<number, number, number>;
};

/** A community room (migration 0010): a public room of the catalogue or a direct room of two members. */
export type ChatRoomsTable = {
  id: string;
  kind: 'type' | 'topic' | 'direct';
  /** bigint, read as a JS number: the highest seq given in this room. */
  last_seq: ColumnType<number, number | undefined, number>;
  last_activity_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  slow_mode_seconds: ColumnType<number, number | undefined, number>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
};

export type ChatMembersTable = {
  room_id: string;
  user_id: string;
  role: ColumnType<
    'member' | 'moderator',
    'member' | 'moderator' | undefined,
    'member' | 'moderator'
  >;
  joined_at: ColumnType<Date, Date | string | undefined, Date | string>;
  /** bigint, read as a JS number: unread is last_seq minus this. */
  last_read_seq: ColumnType<number, number | undefined, number>;
  muted_until: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
};

export type ChatMessagesTable = {
  room_id: string;
  /** bigint, read as a JS number; per room, from chat_rooms.last_seq. */
  seq: ColumnType<number, number, never>;
  author_id: string;
  client_id: string;
  body: string;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  hidden_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
};

export type ChatProfilesTable = {
  user_id: string;
  display_name: string;
  mbti_type: string | null;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  /** Others who share theirs see this member online (decision 044); off until turned on. */
  share_presence: ColumnType<boolean, boolean | undefined, boolean>;
  /** In direct rooms, a peer who shares theirs sees how far this member read (decision 044). */
  share_read_receipts: ColumnType<boolean, boolean | undefined, boolean>;
};

export type ChatBlocksTable = {
  blocker_id: string;
  blocked_id: string;
  created_at: ColumnType<Date, Date | string | undefined, never>;
};

/** A member someone marked as favourite; read only by `owner_id`. */
export type ChatFavouritesTable = {
  owner_id: string;
  member_id: string;
  created_at: ColumnType<Date, Date | string | undefined, never>;
};

export type ChatReportsTable = {
  id: string;
  room_id: string;
  /** bigint, read as a JS number. */
  seq: ColumnType<number, number, never>;
  reporter_id: string;
  reason: string;
  /** jsonb: the reported message and those around it, as they were when reported. */
  context: ColumnType<unknown, string, never>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  resolved_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  resolved_by: ColumnType<string | null, string | null | undefined, string | null>;
};

/** A member who opted in to the community rank of their type (migration 0013, decision 047). */
export type ChallengeRankOptinsTable = {
  user_id: string;
  opted_in_at: ColumnType<Date, Date | string | undefined, never>;
};

/** `from_user` likes `to_user`'s run of a community challenge in the week from `period_start`. */
export type ChallengeLikesTable = {
  challenge_id: string;
  /** YYYY-MM-DD, the week's Monday. */
  period_start: string;
  from_user: string;
  to_user: string;
  created_at: ColumnType<Date, Date | string | undefined, never>;
};

export type Database = {
  records: RecordsTable;
  sync_mutations: SyncMutationsTable;
  auth_user: AuthUserTable;
  auth_session: AuthSessionTable;
  auth_account: AuthAccountTable;
  auth_verification: AuthVerificationTable;
  auth_rate_limit: AuthRateLimitTable;
  account_keys: AccountKeysTable;
  usage_counters: UsageCountersTable;
  account_deletions: AccountDeletionsTable;
  storage_usage: StorageUsageTable;
  chat_rooms: ChatRoomsTable;
  chat_members: ChatMembersTable;
  chat_messages: ChatMessagesTable;
  chat_profiles: ChatProfilesTable;
  chat_blocks: ChatBlocksTable;
  chat_reports: ChatReportsTable;
  chat_favourites: ChatFavouritesTable;
  challenge_rank_optins: ChallengeRankOptinsTable;
  challenge_likes: ChallengeLikesTable;
};
