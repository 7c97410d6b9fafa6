// Live counts of the user's journal and moods, and the three exports (Markdown, JSON, CSV) as downloads.
import { isLevensgebied, type MarkdownLabels } from '@groeipad/domain';
import { namespaces } from '@groeipad/i18n';
import { useThrottledUserCount } from '@groeipad/local-db';
import type { i18n as I18n } from 'i18next';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDatabase } from '../../lib/database-context';
import { downloadTextFile } from '../../lib/download-file';
import {
  journalJsonFile,
  journalMarkdownFile,
  moodsCsvFile,
  type ExchangeFile,
  type MarkdownOptions,
} from './journal-exchange-files';
import { notify } from './notify';
import { reasonOf } from './use-settings';

export type ExportKind = 'markdown' | 'json' | 'csv';

/** undefined while counting. */
export type ExchangeCounts = { entries: number; moods: number } | undefined;

export type JournalExchangeExport = {
  counts: ExchangeCounts;
  /** The export being built right now. */
  busy: ExportKind | undefined;
  run: (kind: ExportKind) => Promise<boolean>;
};

/** The Markdown's words and dates in the language the user reads the app in. */
export function markdownOptions(i18n: I18n): MarkdownOptions {
  const t = i18n.getFixedT(i18n.language, namespaces);
  const labels: MarkdownLabels = {
    mood: t('settings:exchange.markdown.mood'),
    tags: t('settings:exchange.markdown.tags'),
    category: t('settings:exchange.markdown.category'),
    levensgebied: t('settings:exchange.markdown.levensgebied'),
    gratitude: t('settings:exchange.markdown.gratitude'),
    tomorrowFocus: t('settings:exchange.markdown.tomorrowFocus'),
    words: t('settings:exchange.markdown.words'),
    favorite: t('settings:exchange.markdown.favorite'),
    private: t('settings:exchange.markdown.private'),
    untitled: t('settings:exchange.markdown.untitled'),
  };
  const dates = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'full' });
  return {
    labels,
    formatDate: (ms) => dates.format(ms),
    levensgebiedLabel: (id) => (isLevensgebied(id) ? t(`daily:levensgebied.${id}`) : id),
  };
}

function useUserCount(
  table: 'enhanced_journal_entries' | 'journal_entries' | 'mood_tracking',
  userId: string | undefined,
) {
  const { db } = useDatabase();
  return useThrottledUserCount(db, table, userId);
}

export function useJournalExchangeExport(userId: string | undefined): JournalExchangeExport {
  const { db } = useDatabase();
  // i18n.t, not the rendered t: the file is built after the click, in the language active then.
  const { i18n } = useTranslation(namespaces);
  const [busy, setBusy] = useState<ExportKind>();
  const enhanced = useUserCount('enhanced_journal_entries', userId);
  const plain = useUserCount('journal_entries', userId);
  const moods = useUserCount('mood_tracking', userId);
  const counts =
    enhanced === undefined || plain === undefined || moods === undefined
      ? undefined
      : { entries: enhanced + plain, moods };

  const run = useCallback(
    async (kind: ExportKind) => {
      if (!userId) return false;
      setBusy(kind);
      try {
        const now = Date.now();
        const journal = i18n.t('settings:exchange.fileJournal');
        let file: ExchangeFile;
        if (kind === 'markdown')
          file = await journalMarkdownFile(db, userId, journal, now, markdownOptions(i18n));
        else if (kind === 'json') file = await journalJsonFile(db, userId, journal, now);
        else file = await moodsCsvFile(db, userId, i18n.t('settings:exchange.fileMoods'), now);
        downloadTextFile(file.name, file.text, file.type);
        notify(i18n, 'success', i18n.t('settings:exchange.exportDone', { file: file.name }));
        return true;
      } catch (error) {
        console.error('Journal export failed', kind, error);
        notify(
          i18n,
          'failure',
          i18n.t('settings:exchange.exportFailed', { reason: reasonOf(error) }),
        );
        return false;
      } finally {
        setBusy(undefined);
      }
    },
    [db, userId, i18n],
  );
  return { counts, busy, run };
}
