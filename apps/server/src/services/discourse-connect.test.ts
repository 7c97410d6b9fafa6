import { describe, expect, it } from 'vitest';
import { createNonceLedger } from './discourse-connect';

describe('the nonce ledger', () => {
  it('answers each nonce once while it is fresh, and forgets it after the time Discourse allows', () => {
    const ledger = createNonceLedger(60_000, 100);
    expect(ledger.claim('n1', 0)).toBe(true);
    expect(ledger.claim('n1', 59_999)).toBe(false);
    expect(ledger.claim('n2', 30_000)).toBe(true);
    // After the ttl the entry is dropped; Discourse's own nonce has expired by then too.
    expect(ledger.claim('n1', 60_000)).toBe(true);
    expect(ledger.claim('n2', 60_000)).toBe(false);
  });

  it('stays bounded under a flood of nonces, dropping the oldest first', () => {
    const ledger = createNonceLedger(60_000, 1000);
    for (let i = 0; i < 5000; i += 1) expect(ledger.claim(`n${i}`, 1000)).toBe(true);
    // The newest are still refused as repeats; the oldest made room.
    expect(ledger.claim('n4999', 1000)).toBe(false);
    expect(ledger.claim('n4001', 1000)).toBe(false);
    expect(ledger.claim('n0', 1000)).toBe(true);
  });
});
