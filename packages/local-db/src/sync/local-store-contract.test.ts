import { describeLocalSyncStoreContract } from '@groeipad/sync/testing';
import { openDexieStore } from '../testing/dexie-store-under-test';

describeLocalSyncStoreContract('Dexie store on fake IndexedDB', openDexieStore);
