// The flow's storage: the one onboarding_states record, the mbti_profiles and wellness_assessments records
// it writes on the way, and the wellness-encryption setting. The simulator runs it on a throw-away database.
import {
  ENCRYPT_WELLNESS_SETTING,
  type PersonalityResult,
  type WellnessResult,
} from '@groeipad/domain';
import {
  createRepository,
  decryptForDevice,
  encryptForDevice,
  isEnvelope,
  saveOnboardingProfile,
  saveOnboardingWellness,
  unfinishedOnboarding,
  type GroeipadDb,
} from '@groeipad/local-db';
import { chosenType, type OnboardingDraft } from './onboarding-draft';
import { columnsToDraft, draftToColumns } from './onboarding-record';
import { readEncryptWellness, writeSetting } from './onboarding-settings';
import { profileFields } from './profile-fields';
import { wellnessRecord } from './wellness-record';

export type OnboardingStore = {
  /** The unfinished onboarding of this device, or undefined when none was started. */
  load(defaults: OnboardingDraft): Promise<OnboardingDraft | undefined>;
  /** Creates or updates the record; resolves once IndexedDB committed it, with the record id set. */
  save(draft: OnboardingDraft): Promise<OnboardingDraft>;
  /** Writes (or rewrites) this onboarding's mbti_profiles record; self-reported when no result is given. */
  saveProfile(draft: OnboardingDraft, result?: PersonalityResult): Promise<OnboardingDraft>;
  saveWellness(draft: OnboardingDraft, result: WellnessResult): Promise<OnboardingDraft>;
  encryptWellness(userId: string): Promise<boolean>;
  setEncryptWellness(userId: string, on: boolean): Promise<void>;
  readonly db: GroeipadDb;
};

export type Clock = () => number;

export function createOnboardingStore(db: GroeipadDb, now: Clock = Date.now): OnboardingStore {
  const context = (draft: OnboardingDraft) => ({ now, actor: draft.userId });

  async function wellnessJson(draft: OnboardingDraft): Promise<string> {
    const plain = draftToColumns(draft).wellness_data ?? '{}';
    // The unfinished answers are health data too: encrypted like the assessment when the user asked.
    return (await readEncryptWellness(db, draft.userId))
      ? encryptForDevice(db, plain, draft.recordId)
      : plain;
  }

  return {
    db,
    async load(defaults) {
      const open = await unfinishedOnboarding(db);
      if (!open) return undefined;
      let wellness = open.wellness_data;
      if (wellness !== undefined && isEnvelope(wellness)) {
        wellness = await decryptForDevice(db, wellness, open.id).catch((error: unknown) => {
          console.error('Could not decrypt the saved wellness answers; starting them again', error);
          return undefined;
        });
      }
      return columnsToDraft(open, wellness, defaults);
    },
    async save(draft) {
      const repository = createRepository(db, 'onboarding_states', context(draft));
      const recordId = draft.recordId ?? crypto.randomUUID();
      const withId = { ...draft, recordId };
      const columns = { ...draftToColumns(withId), wellness_data: await wellnessJson(withId) };
      if (draft.recordId === undefined) {
        await repository.create({ ...columns, id: recordId, onboarded_at: null });
      } else {
        await repository.update(recordId, columns);
      }
      return withId;
    },
    async saveProfile(draft, result) {
      const type = result?.type ?? chosenType(draft);
      if (!type) throw new Error('No MBTI type to store');
      const fields = profileFields(draft.userId, type, result);
      const saved = await saveOnboardingProfile(db, context(draft), draft.profileId, fields);
      return { ...draft, profileId: saved.id };
    },
    async saveWellness(draft, result) {
      const encrypt = await readEncryptWellness(db, draft.userId);
      const recordId = draft.wellness.recordId ?? crypto.randomUUID();
      const answers = JSON.stringify(draft.wellness.answers);
      const record = wellnessRecord({
        draft,
        result,
        completedAt: now(),
        // The record id is bound as associated data: the envelope cannot be moved to another record.
        answers: encrypt ? await encryptForDevice(db, answers, recordId) : answers,
        encrypted: encrypt,
      });
      // A second pass (back, change an answer, next) rewrites this onboarding's one assessment.
      await saveOnboardingWellness(db, context(draft), recordId, record);
      return { ...draft, wellness: { ...draft.wellness, result, recordId } };
    },
    encryptWellness: (userId) => readEncryptWellness(db, userId),
    setEncryptWellness: (userId, on) =>
      writeSetting(db, { userId, now, definition: ENCRYPT_WELLNESS_SETTING, value: String(on) }),
  };
}
