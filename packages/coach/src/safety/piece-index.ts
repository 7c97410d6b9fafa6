// Finds which of many literal pieces occur in a text in one pass, for the phrase prefilter (phrase-needs.ts).

/**
 * Pieces are bucketed by their first two UTF-16 units (one-unit pieces apart), so a scan looks up
 * each position of the text once or twice and compares only the few pieces that start there.
 */
export type PieceIndex = {
  /** The id of a piece, adding it if new. */
  add: (piece: string) => number;
  /** Which pieces occur in `text`, by id; the last few texts are remembered (one view, many lists). */
  scan: (text: string) => Uint8Array;
};

const remembered = 8;

/** Pair key: two UTF-16 units in one int32, which V8 keeps unboxed (a larger number would not be). */
function pair(first: number, second: number): number {
  return (first << 16) | second;
}

/** A cheap hash of a pair into `seen`, so most positions skip the Map lookup. */
function slot(first: number, second: number): number {
  return (first * 31 + second) & 0xffff;
}

export function createPieceIndex(): PieceIndex {
  const ids = new Map<string, number>();
  const byPair = new Map<number, [piece: string, id: number][]>();
  const seen = new Uint8Array(0x10000);
  const byUnit = new Map<number, number>();
  let recent = new Map<string, Uint8Array>();
  const none = { text: '', found: new Uint8Array(0) as Uint8Array };
  let last = none;

  function add(piece: string): number {
    const known = ids.get(piece);
    if (known !== undefined) return known;
    const id = ids.size;
    ids.set(piece, id);
    recent = new Map();
    last = none;
    if (piece.length === 1) {
      byUnit.set(piece.charCodeAt(0), id);
    } else {
      const [first, second] = [piece.charCodeAt(0), piece.charCodeAt(1)];
      seen[slot(first, second)] = 1;
      const key = pair(first, second);
      const bucket = byPair.get(key);
      if (bucket) bucket.push([piece, id]);
      else byPair.set(key, [[piece, id]]);
    }
    return id;
  }

  function search(text: string): Uint8Array {
    const found = new Uint8Array(ids.size);
    const checkUnits = byUnit.size > 0;
    let unit = text.charCodeAt(0);
    for (let i = 0; i < text.length; i += 1) {
      const next = text.charCodeAt(i + 1);
      if (checkUnits) {
        const id = byUnit.get(unit);
        if (id !== undefined) found[id] = 1;
      }
      const bucket =
        i + 1 < text.length && seen[slot(unit, next)] ? byPair.get(pair(unit, next)) : undefined;
      if (bucket) for (const [piece, id] of bucket) if (text.startsWith(piece, i)) found[id] = 1;
      unit = next;
    }
    return found;
  }

  function scan(text: string): Uint8Array {
    // The same view comes back for every list of a language: checked before hashing it.
    if (text === last.text && last !== none) return last.found;
    let found = recent.get(text);
    if (!found) {
      found = search(text);
      if (recent.size >= remembered) recent = new Map();
      recent.set(text, found);
    }
    last = { text, found };
    return found;
  }

  return { add, scan };
}
