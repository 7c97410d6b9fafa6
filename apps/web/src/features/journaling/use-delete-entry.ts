// Delete from the editor: save what is pending (so Undo brings back the latest text), remove, go to the list,
// and offer Undo, which puts the record back from its tombstone.
import { namespaces } from '@groeipad/i18n';
import { enhancedJournalRepository, restoreDeleted } from '@groeipad/local-db';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDatabase } from '../../lib/database-context';
import type { DraftSaver } from './draft-saver';
import { notifyFailed, notifySaved, notifyUndoable, reasonOf } from '../../components/daily/notify';
import { useBoundRepository } from '../../lib/use-repository';

export function useDeleteEntry(id: string, userId: string, saver: DraftSaver): () => Promise<void> {
  const { t } = useTranslation(namespaces);
  const { db } = useDatabase();
  const repository = useBoundRepository(enhancedJournalRepository, userId);
  const navigate = useNavigate();
  const labels = { close: t('common:actions.close'), undo: t('common:actions.undo') };

  const undo = async () => {
    try {
      const restored = await restoreDeleted(db, 'enhanced_journal_entries', id);
      if (restored) notifySaved(t('journal:delete.restored'), labels);
      else notifyFailed(t('journal:delete.restoreGone'), labels);
    } catch (error) {
      notifyFailed(t('journal:delete.restoreFailed', { reason: reasonOf(error) }), labels);
    }
  };

  return async () => {
    await saver.flush();
    saver.discard();
    try {
      await repository.remove(id);
    } catch (error) {
      notifyFailed(t('journal:delete.failed', { reason: reasonOf(error) }), labels);
      return;
    }
    void navigate('/journaling');
    notifyUndoable(t('journal:delete.done'), labels, () => void undo());
  };
}
