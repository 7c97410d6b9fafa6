import { describeLocalSyncStoreContract } from '../testing/store-contract';
import { openMemoryStore } from '../testing/memory-store-under-test';

describeLocalSyncStoreContract('MemoryLocalStore', openMemoryStore);
