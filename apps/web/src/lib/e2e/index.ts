// The end-to-end encryption module's light surface: the /api/account/e2e client and the flows' types.
// The flows themselves (Argon2id, the key bundle) load on demand through loadE2eFlows().
export {
  createE2eClient,
  E2E_PATH,
  parseE2eStatus,
  type E2eAccountStatus,
  type E2eApiError,
  type E2eApiErrorCode,
  type E2eApiResult,
  type E2eClient,
  type E2eClientOptions,
  type E2eEnabledStatus,
} from './e2e-client';
export type {
  E2eApplied,
  E2eFlowDeps,
  E2eFlowErrorCode,
  E2eFlowResult,
  E2eSecret,
  E2eSyncPort,
  PreparedTurnOn,
} from './e2e-flows';
export type { KeyOps } from './key-ops';
export { E2eProvider, useE2eServices, type E2eServices } from './e2e-context';

/** The flows module, fetched the first time a person turns encryption on, unlocks or changes it. */
export function loadE2eFlows() {
  return import('./e2e-flows');
}
