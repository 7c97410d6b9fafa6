// Life-area progress repository: one record per user and area, created on first edit; every edit counts as an update.
import {
  addMilestone,
  addOnceToJsonList,
  clampProgress,
  DEFAULT_UPDATE_FREQUENCY,
  parseMilestones,
  removeFromJsonList,
  removeMilestone,
  toggleMilestone,
  updateFrequencyOf,
  type LifeAreaName,
  type LifeAreaProgress,
  type Milestone,
  type UpdateFrequency,
} from '@groeipad/domain';
import { createRepository } from '../repository';
import type { RepositoryContext, UpdatePatch } from '../repository';
import { loadSchemas } from '../schemas';
import type { GroeipadDb, StoredRecord } from '../types';

type StoredProgress = StoredRecord<'life_areas_progress'>;
type Patch = UpdatePatch<'life_areas_progress'>;
type ListField = 'goals' | 'achievements';

export type LifeAreasProgressRepository = {
  /** The user's records, at most one per area (the oldest wins should a sync ever bring in a second). */
  forUser(userId: string): Promise<StoredProgress[]>;
  /** Progress clamped to 0-100. */
  setProgress(userId: string, area: LifeAreaName, level: number): Promise<LifeAreaProgress>;
  setNotes(userId: string, area: LifeAreaName, notes: string): Promise<LifeAreaProgress>;
  setFrequency(
    userId: string,
    area: LifeAreaName,
    frequency: UpdateFrequency,
  ): Promise<LifeAreaProgress>;
  /** Adds a goal or achievement once (trimmed); a duplicate or empty text writes nothing new. */
  addToList(
    userId: string,
    area: LifeAreaName,
    field: ListField,
    item: string,
  ): Promise<LifeAreaProgress>;
  removeFromList(
    userId: string,
    area: LifeAreaName,
    field: ListField,
    item: string,
  ): Promise<LifeAreaProgress>;
  addMilestone(userId: string, area: LifeAreaName, title: string): Promise<LifeAreaProgress>;
  toggleMilestone(userId: string, area: LifeAreaName, title: string): Promise<LifeAreaProgress>;
  removeMilestone(userId: string, area: LifeAreaName, title: string): Promise<LifeAreaProgress>;
};

function firstOf(records: StoredProgress[]): StoredProgress | undefined {
  return [...records].sort((a, b) => a.created_at - b.created_at || a.id.localeCompare(b.id))[0];
}

export function lifeAreasProgressRepository(
  db: GroeipadDb,
  ctx: RepositoryContext,
): LifeAreasProgressRepository {
  const repository = createRepository(db, 'life_areas_progress', ctx);
  const store = db.life_areas_progress;

  /** Reads the area's record (or a fresh one) and writes the change in one transaction. */
  async function edit(
    userId: string,
    area: LifeAreaName,
    change: (current: Pick<LifeAreaProgress, 'goals' | 'achievements' | 'milestones'>) => Patch,
  ): Promise<LifeAreaProgress> {
    // Loaded before the transaction: awaiting a non-Dexie promise inside it would end the transaction.
    await loadSchemas();
    return db.transaction('rw', store, async () => {
      const existing = firstOf(
        await store.where('[user_id+area_name]').equals([userId, area]).toArray(),
      );
      const last_updated = ctx.now();
      if (existing) {
        return repository.update(existing.id, { ...change(existing), last_updated });
      }
      const fresh = { goals: '[]', achievements: '[]', milestones: '[]' };
      return repository.create({
        user_id: userId,
        area_name: area,
        progress_level: 0,
        ...fresh,
        update_frequency: DEFAULT_UPDATE_FREQUENCY,
        ...change(fresh),
        last_updated,
      });
    });
  }

  const milestones = (
    userId: string,
    area: LifeAreaName,
    change: (list: Milestone[]) => Milestone[],
  ) =>
    edit(userId, area, (current) => ({
      milestones: JSON.stringify(change(parseMilestones(current.milestones))),
    }));

  return {
    forUser: async (userId) => {
      const records = await store.where('user_id').equals(userId).toArray();
      const byArea = new Map<string, StoredProgress[]>();
      for (const record of records) {
        byArea.set(record.area_name, [...(byArea.get(record.area_name) ?? []), record]);
      }
      return [...byArea.values()].flatMap((list) => firstOf(list) ?? []);
    },
    setProgress: (userId, area, level) =>
      edit(userId, area, () => ({ progress_level: Math.round(clampProgress(level)) })),
    setNotes: (userId, area, notes) => edit(userId, area, () => ({ notes })),
    setFrequency: (userId, area, frequency) =>
      edit(userId, area, () => ({ update_frequency: updateFrequencyOf(frequency) })),
    addToList: (userId, area, field, item) =>
      edit(userId, area, (current) => ({ [field]: addOnceToJsonList(current[field], item) })),
    removeFromList: (userId, area, field, item) =>
      edit(userId, area, (current) => ({ [field]: removeFromJsonList(current[field], item) })),
    addMilestone: (userId, area, title) =>
      milestones(userId, area, (list) => addMilestone(list, title)),
    toggleMilestone: (userId, area, title) =>
      milestones(userId, area, (list) => toggleMilestone(list, title)),
    removeMilestone: (userId, area, title) =>
      milestones(userId, area, (list) => removeMilestone(list, title)),
  };
}
