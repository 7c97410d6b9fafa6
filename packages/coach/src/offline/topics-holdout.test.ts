// Generalisation guard for topic recognition: accuracy on a held-out set written without seeing the
// keyword lists (packages/coach/test-data/README.md). Floor = the figure when it was first measured.
import { expect, it } from 'vitest';
import holdout from '../../test-data/topics-holdout.json';
import { recognise } from './recognise';

it('recognises the topic of at least 90% of held-out messages', () => {
  const set = holdout as { text: string; topic: string }[];
  const right = set.filter((m) => recognise(m.text).topic === m.topic).length;
  console.info(
    `topics-holdout.json: ${right}/${set.length} (${((right / set.length) * 100).toFixed(1)}%)`,
  );
  expect(right / set.length).toBeGreaterThanOrEqual(0.9);
});
