// The contract every LocalSyncStore keeps (client/types.ts), written once and run on the memory twin and on the Dexie store.
import { describe } from 'vitest';
import type { LocalStoreFactory } from './local-store-under-test';
import { answersContract } from './store-contract-answers';
import { deviceOpener } from './store-contract-device';
import { pendingChangesContract } from './store-contract-pending';
import { pullContract } from './store-contract-pull';
import { recoveryContract } from './store-contract-recovery';

/** Registers the contract's cases for the stores `factory` opens (fresh and empty each time). */
export function describeLocalSyncStoreContract(name: string, factory: LocalStoreFactory): void {
  describe(`LocalSyncStore contract: ${name}`, () => {
    const open = deviceOpener(factory);
    pendingChangesContract(open);
    answersContract(open);
    pullContract(open);
    recoveryContract(open);
  });
}
