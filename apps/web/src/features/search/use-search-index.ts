// The on-device search index of the user's entries, goals and tasks: built once per visit in the UI language,
// in small steps so the screen stays responsive, then kept current by re-indexing only what changed.
import type { SearchDocument, SearchIndex } from '@groeipad/text';
import { useEffect, useMemo, useRef, useState } from 'react';
import { entryDocument, goalDocument, tagsOf, taskDocument } from './search-documents';
import { useSearchRecords, type SearchRecords } from './use-search-records';

export type SearchIndexState =
  | { status: 'building'; indexed: number; total: number | undefined }
  | {
      status: 'ready';
      index: SearchIndex;
      /** Goes up whenever the index changed, so results are recomputed. */
      version: number;
      docs: ReadonlyMap<string, SearchDocument>;
      tags: readonly string[];
    }
  | { status: 'error'; retry: () => void };

/** Documents per step; between steps the browser gets to paint the progress and handle input. */
const CHUNK = 250;

type Versioned = { doc: SearchDocument; version: number };
/** Each piece of state remembers the index it belongs to, so a new index (language, retry) starts clean. */
type Built = { key: string; index: SearchIndex };
type Snapshot = {
  index: SearchIndex;
  version: number;
  docs: Map<string, SearchDocument>;
  tags: string[];
};
type Progress = { index: SearchIndex; indexed: number; total: number };

function documentsOf(records: SearchRecords): Map<string, Versioned> {
  const docs = new Map<string, Versioned>();
  for (const e of records.entries) docs.set(e.id, { doc: entryDocument(e), version: e.updated_at });
  for (const g of records.goals) docs.set(g.id, { doc: goalDocument(g), version: g.updated_at });
  for (const t of records.tasks) docs.set(t.id, { doc: taskDocument(t), version: t.updated_at });
  return docs;
}

function countOf(records: SearchRecords): number {
  return records.entries.length + records.goals.length + records.tasks.length;
}

function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

export function useSearchIndex(userId: string, language: string): SearchIndexState {
  const records = useSearchRecords(userId);
  const [attempt, setAttempt] = useState(0);
  const key = `${language}#${attempt}`;
  const [built, setBuilt] = useState<Built>();
  const [failedKey, setFailedKey] = useState<string>();
  const [progress, setProgress] = useState<Progress>();
  const [snapshot, setSnapshot] = useState<Snapshot>();
  /** What the index holds: id -> updated_at of the record it was made from. */
  const held = useRef<{ index?: SearchIndex; versions: Map<string, number> }>({
    versions: new Map(),
  });
  const index = built?.key === key ? built.index : undefined;

  useEffect(() => {
    let alive = true;
    // Loaded on demand: the search code and stemmers stay out of every other screen's chunk.
    import('@groeipad/text')
      .then((text) => text.createSearchIndex(language))
      .then(
        (created) => {
          if (alive) setBuilt({ key, index: created });
        },
        (error: unknown) => {
          console.error('Creating the search index failed', error);
          if (alive) setFailedKey(key);
        },
      );
    return () => {
      alive = false;
    };
  }, [key, language]);

  useEffect(() => {
    if (!index || !records) return;
    const target = index;
    let cancelled = false;
    if (held.current.index !== target) held.current = { index: target, versions: new Map() };
    const versions = held.current.versions;
    const docs = documentsOf(records);
    for (const id of [...versions.keys()]) {
      if (!docs.has(id)) {
        target.remove(id);
        versions.delete(id);
      }
    }
    const changed = [...docs.values()].filter(
      ({ doc, version }) => versions.get(doc.id) !== version,
    );
    const stepwise = changed.length > CHUNK;
    async function apply() {
      for (let start = 0; start < changed.length; start += CHUNK) {
        if (cancelled) return;
        if (stepwise) {
          setProgress({ index: target, indexed: start, total: changed.length });
          await nextTask();
          if (cancelled) return;
        }
        for (const { doc, version } of changed.slice(start, start + CHUNK)) {
          target.replace(doc);
          versions.set(doc.id, version);
        }
      }
      const plain = new Map([...docs].map(([id, { doc }]) => [id, doc]));
      setSnapshot((previous) => ({
        index: target,
        version: (previous?.version ?? 0) + 1,
        docs: plain,
        tags: tagsOf(plain.values(), language),
      }));
    }
    apply().catch((error: unknown) => {
      console.error('Indexing for search failed', error);
      setFailedKey(key);
    });
    return () => {
      cancelled = true;
    };
  }, [index, records, language, key]);

  const total = records ? countOf(records) : undefined;
  return useMemo((): SearchIndexState => {
    if (failedKey === key) return { status: 'error', retry: () => setAttempt((n) => n + 1) };
    if (!index || snapshot?.index !== index) {
      const current = progress?.index === index ? progress : undefined;
      return {
        status: 'building',
        indexed: current?.indexed ?? 0,
        total: current?.total ?? total,
      };
    }
    const { version, docs, tags } = snapshot;
    return { status: 'ready', index, version, docs, tags };
  }, [failedKey, key, index, snapshot, progress, total]);
}
