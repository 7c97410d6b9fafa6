// Public surface of @groeipad/local-db: opening the database, repositories, sync bookkeeping and store, hooks and recovery.
export { openGroeipadDb, DEFAULT_DB_NAME } from './open-db';
export { createGroeipadDexie } from './create-dexie';
export type { OpenGroeipadDbOptions, OpenGroeipadDbResult } from './open-db';
export type {
  GroeipadDb,
  GroeipadTables,
  IdbDeps,
  RecordSyncStatus,
  StorageInfo,
  StorageMode,
  StoredRecord,
  SyncFields,
  Tombstone,
} from './types';
export { createRepository, LARGE_BULK_THRESHOLD } from './repository';
export type { CreateInput, Repository, RepositoryContext, UpdatePatch } from './repository';
export { journalRepository } from './repositories/journal';
export type { JournalRepository } from './repositories/journal';
export { moodRepository } from './repositories/moods';
export type { MoodRepository } from './repositories/moods';
export { enhancedJournalRepository } from './repositories/enhanced-journal';
export type {
  EnhancedJournalRepository,
  JournalPageOptions,
} from './repositories/enhanced-journal';
export { tasksRepository } from './repositories/tasks';
export type { TasksRepository } from './repositories/tasks';
export { dailyGoalsRepository } from './repositories/daily-goals';
export type { DailyGoalsRepository } from './repositories/daily-goals';
export { planningRepository } from './repositories/planning';
export type { PlanningRepository } from './repositories/planning';
export {
  rewindSessionsRepository,
  superInsightKey,
  superInsightsRepository,
} from './repositories/insights';
export type { RewindSessionsRepository, SuperInsightsRepository } from './repositories/insights';
export { actionPlansRepository, StepNotFoundError } from './repositories/action-plans';
export type { ActionPlansRepository } from './repositories/action-plans';
export { lifeAreasProgressRepository } from './repositories/life-areas-progress';
export type { LifeAreasProgressRepository } from './repositories/life-areas-progress';
export {
  parsePlanSteps,
  planProgress,
  serializePlanSteps,
} from './repositories/action-plans-steps';
export type { ActionPlanStep } from './repositories/action-plans-steps';
export {
  IncompleteQuestionnaireError,
  levensgebiedQuestionnaireRepository,
} from './repositories/levensgebied-questionnaires';
export type {
  LevensgebiedQuestionnaireRepository,
  SaveQuestionnaireInput,
} from './repositories/levensgebied-questionnaires';
export { onboardingRepository } from './repositories/onboarding';
export type { OnboardingRepository } from './repositories/onboarding';
export { userRepository } from './repositories/users';
export type { UserRepository } from './repositories/users';
export {
  ImaginationSessionClosedError,
  imaginationRepository,
} from './repositories/imagination-sessions';
export type {
  ImaginationRepository,
  ImaginationStepInput,
  StartImaginationInput,
} from './repositories/imagination-sessions';
export { exchangeAt, readSessionData } from './repositories/imagination-session-data';
export type {
  ImaginationEnding,
  ImaginationExchange,
  ImaginationSessionData,
} from './repositories/imagination-session-data';
export {
  ImaginationSessionActiveError,
  inspirationRepository,
} from './repositories/imagination-inspirations';
export type {
  InspirationDraftInput,
  InspirationEdit,
  InspirationRepository,
  InspirationStatus,
  TransferResult,
  TransferToJournalOptions,
} from './repositories/imagination-inspirations';
export { contactRecordId, contactsRepository, pickContact } from './repositories/contacts';
export type { ContactSeed, ContactsRepository, StoredContact } from './repositories/contacts';
export type { ContactLastMessage, ContactMessageSummary } from './repositories/contacts-messages';
export {
  DB_SETUP_ERROR_MESSAGE,
  RecordNotFoundError,
  StorageFullError,
  ValidationError,
} from './errors';
export { markSynced, pendingChanges, purgeTombstones } from './sync-ops';
export { restoreDeleted } from './restore';
export {
  AccountDataPendingError,
  ConflictActionError,
  createDexieSyncStore,
  isRestorable,
  restoreDeletedEdit,
  retryRefusedChange,
  syncConflictActions,
  forgetDeviceE2eeKey,
  KEPT_COMPLETED_ITEMS,
  linkedDeviceId,
  listConflicts,
  loadDeviceE2eeKey,
  markConflictsSeen,
  markEncryptedTablesForResend,
  MAX_STORED_CONFLICTS,
  pendingAccountChanges,
  readSyncSettings,
  readSyncStatus,
  removeAccountData,
  reownLocalData,
  repullUndecryptable,
  saveDeviceE2eeKey,
  saveSyncSettings,
  syncDeviceId,
  UNDECRYPTABLE,
  useSyncStatus,
} from './sync';
export type {
  AccountPendingChanges,
  DexieSyncStoreOptions,
  RemovedAccountData,
  ReownResult,
  StoredConflict,
  SyncConflictActions,
  SyncSettings,
  SyncStatusSnapshot,
} from './sync';
export {
  DATA_EXPORT_FORMAT,
  DATA_EXPORT_VERSION,
  exportRecords,
  GROEIPAD_EXPORT_FORMAT,
  GROEIPAD_EXPORT_VERSION,
  IMPORTABLE_TABLES,
  importRecords,
  isImportableTable,
  MAX_IMPORT_RECORDS,
  MAX_IMPORT_TEXT_LENGTH,
  parseExportFile,
} from './exchange';
export type {
  ImportableTable,
  ImportCounts,
  ImportErrorCode,
  ImportOptions,
  ImportSummary,
  ParsedExport,
  ParsedExportError,
  ParsedExportOk,
} from './exchange';
export type { PendingChanges, TableChanges } from './sync-ops';
export { databaseStatusReport } from './status-report';
export type { DatabaseStatusReport } from './status-report';
export {
  countUsers,
  FALLBACK_USER_ID,
  firstLocalUser,
  firstOnboardingUserData,
  isOnboarded,
  localUser,
  onboardingUserId,
  settingsOwnerId,
  userById,
} from './queries/users';
export type { LocalUser, UserRecord } from './queries/users';
export { settingRecord, settingValue, settingValues } from './queries/settings';
export type { SettingRecord } from './queries/settings';
export { allMoods, moodsBetween, moodsFrom, newestMoods } from './queries/moods';
export { moodPointsBetween, moodPointsFrom } from './queries/mood-points';
export type { MoodRecord } from './queries/moods';
export { completedGoalsBetween, goalsBetween, goalsFrom, openGoalsBefore } from './queries/goals';
export type { GoalRecord } from './queries/goals';
export { entriesBetween, newestEntriesWhere, userEntries } from './queries/journal';
export type { JournalEntryRecord } from './queries/journal';
export { firstRecordPerDay } from './queries/active-days';
export { settingsRepository } from './repositories/settings';
export type { SettingsRepository } from './repositories/settings';
export { saveUserSetting } from './use-cases/save-user-setting';
export { saveHolisticCheck } from './use-cases/save-holistic-check';
export type { HolisticCheckInput } from './use-cases/save-holistic-check';
export { wellnessAssessments } from './queries/wellness';
export type { WellnessAssessmentRecord } from './queries/wellness';
// Daily core: goals, moods, home, journaling, search, analytics, planning and tasks.
export { oldestMood } from './queries/moods';
export { userGoals } from './queries/goals';
export { oldestEntry } from './queries/journal';
export { dueTasksBefore, userTasks } from './queries/tasks';
export type { TaskRecord } from './queries/tasks';
export { planningSessions } from './queries/planning';
export type { PlanningSessionRecord } from './queries/planning';
export { pinnedInsights, savedRewinds } from './queries/insights';
export type { PinnedInsightRecord, RewindRecord } from './queries/insights';
export { analyticsRecord } from './queries/journaling-analytics';
export type { AnalyticsRecord } from './queries/journaling-analytics';
export { journalingAnalyticsRepository } from './repositories/journaling-analytics';
export type {
  AnalyticsSaveOutcome,
  JournalingAnalyticsRepository,
} from './repositories/journaling-analytics';
export type { GoalChange } from './repositories/daily-goals';
export { checkInMood, correctMoodCheckIn } from './use-cases/check-in-mood';
export type { MoodCheckInInput } from './use-cases/check-in-mood';
export { useLiveRead, useLiveResult, useRetryableLiveResult } from './live-read';
export type { LiveResult } from './live-read';
export { getStorageStatus, onStorageStatusChange } from './storage-status';
export type { StorageState, StorageStatus } from './storage-status';
export { requestPersistentStorage } from './storage-fallback';
export {
  deleteRecoveryFile,
  listRecoveryFiles,
  RECOVERY_DB_NAME,
  recoveryFileBlob,
} from './recovery';
export type { RecoveryFile, RecoveryFileInfo, RecoveryReason } from './recovery';
export {
  useDatabaseStatusReport,
  useStorageStatus,
  useThrottledCount,
  useThrottledUserCount,
} from './hooks';
export { COUNT_THROTTLE_MS, throttle } from './throttle';
export type { ThrottleClock, Throttled } from './throttle';
export { DecryptError, decryptForDevice, encryptForDevice } from './crypto/device-crypto';
export type { DecryptErrorReason } from './crypto/device-crypto';
export { KEYS_DB_NAME } from './crypto/device-key';
export { isEnvelope } from './crypto/envelope';
// Profile, onboarding, settings, account, diagnostics and develop-data screens (issue 15 data migration).
export { mbtiProfiles } from './queries/mbti-profiles';
export type { MbtiProfileRecord } from './queries/mbti-profiles';
export { onboardingTableCounts, unfinishedOnboarding } from './queries/onboarding';
export type { OnboardingStateRecord, OnboardingTableCounts } from './queries/onboarding';
export { allJournalEntries } from './queries/journal';
export type { OldJournalEntryRecord } from './queries/journal';
export { everyRecord } from './queries/every-record';
export type { StoredData } from './queries/every-record';
export { syncNotes, syncQueueItems } from './queries/sync-records';
export type { SyncNoteRecord, SyncQueueRecord } from './queries/sync-records';
export { demoRecordCounts } from './queries/demo-records';
export type { DemoCounts, MarkedTable } from './queries/demo-records';
export { saveUserWithProfile } from './use-cases/save-user-with-profile';
export type {
  ProfileColumns,
  UserColumns,
  UserWithProfile,
} from './use-cases/save-user-with-profile';
export { recordRetakenTest } from './use-cases/record-retaken-test';
export { saveCompletedOnboarding } from './use-cases/save-completed-onboarding';
export type { CompletedOnboarding } from './use-cases/save-completed-onboarding';
export { saveOnboardingProfile, saveOnboardingWellness } from './use-cases/save-onboarding-step';
export { createDemoData, removeDemoData } from './use-cases/demo-data';
export type { DemoOptions, DemoResult } from './use-cases/demo-data';
export { closeGroeipadDb, deleteLocalDatabases } from './close-db';
// Coach, chat, imagination, action plans, wellness analysis and life areas (issue 15 data migration).
export { onboardingState } from './queries/users';
export { aiInteractions, sessionInteractions } from './queries/ai-interactions';
export type { AiInteractionRecord } from './queries/ai-interactions';
export { messagesWithContact, sessionMessages } from './queries/chat-messages';
export type { ChatMessageRecord } from './queries/chat-messages';
export { saveCoachReply } from './use-cases/save-coach-reply';
export type { CoachReplyRecords } from './use-cases/save-coach-reply';
export { areaQuestionnaires, levensgebiedQuestionnaires } from './queries/questionnaires';
export type { QuestionnaireRecord } from './queries/questionnaires';
export {
  areaImaginationSessions,
  imaginationSession,
  imaginationSessions,
  inspiration,
  inspirations,
  sessionInspiration,
} from './queries/imagination';
export type { ImaginationSessionRecord, InspirationRecord } from './queries/imagination';
export { actionPlans } from './queries/action-plans';
export type { ActionPlanRecord } from './queries/action-plans';
export { goalsOfEntries } from './queries/goals';
export { areaEntries } from './queries/journal';
export {
  addToOutbox,
  cachedMessages,
  cacheMessages,
  clearCommunity,
  discardOutbox,
  dropCachedMessage,
  forgetAuthor,
  lastCachedSeq,
  markOutbox,
  pendingOutbox,
  ROOM_CACHE_SIZE,
} from './community/community-store';
export type { NewOutboxItem } from './community/community-store';
export type { CommunityMessage, CommunityOutboxItem, OutboxStatus } from './types';
export { LOCAL_DB_VERSION } from './schema-history';
// Challenges (issue 20, decision 046): done days and runs, and the writes that make them.
export { challengeDoneDays, challengeRuns } from './queries/challenges';
export type { ChallengeDayRecord, ChallengeRunRecord } from './queries/challenges';
export {
  joinChallenge,
  leaveChallenge,
  markChallengeDone,
  setRunShareProgress,
  undoChallengeDone,
  UnknownChallengeError,
} from './use-cases/challenge-days';
export type { JoinChallengeInput, MarkChallengeDoneInput } from './use-cases/challenge-days';
export {
  AUTO_COMPLETION_TABLES,
  autoCompleteChallenges,
} from './use-cases/auto-complete-challenges';
export { onTablesWritten } from './table-writes';
