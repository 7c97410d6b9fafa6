// The end-to-end encryption module's light surface: the /api/account/e2e client and the flows' types.
// The flows themselves (Argon2id, the key bundle) load on demand through loadE2eeFlows().
export {
  createE2eeClient,
  E2EE_PATH,
  parseE2eeStatus,
  type E2eeAccountStatus,
  type E2eeApiError,
  type E2eeApiErrorCode,
  type E2eeApiResult,
  type E2eeClient,
  type E2eeClientOptions,
  type E2eeEnabledStatus,
} from './e2ee-client';
export type {
  E2eeApplied,
  E2eeFlowDeps,
  E2eeFlowErrorCode,
  E2eeFlowResult,
  E2eeSecret,
  E2eeSyncPort,
  PreparedTurnOn,
} from './e2ee-flows';
export type { KeyOps } from './key-ops';
export { E2eeProvider, useE2eeServices, type E2eeServices } from './e2ee-context';

/** The flows module, fetched the first time a person turns encryption on, unlocks or changes it. */
export function loadE2eeFlows() {
  return import('./e2ee-flows');
}
