// Types for scripts/supervise.mjs, which `npm start` (scripts/start.mjs) runs and its tests import.
import type { ChildProcess, SpawnOptions } from 'node:child_process';

export declare const EXIT_CANNOT_START: number;

export type Backoff = { firstMs: number; maxMs: number; stableMs: number };

export declare const defaultBackoff: Backoff;

export declare function nextDelay(
  previousMs: number | undefined,
  ranMs: number,
  backoff?: Backoff,
): number;

export type SupervisorOptions = {
  start: () => ChildProcess;
  log?: (line: string) => void;
  backoff?: Backoff;
  now?: () => number;
  sleep?: (ms: number, cancel: AbortSignal) => Promise<void>;
};

export type Supervisor = { done: Promise<number>; stop(signal: NodeJS.Signals): void };

export declare function supervise(options: SupervisorOptions): Supervisor;

export declare function runSupervised(
  command: string,
  args: string[],
  options?: SpawnOptions,
): Promise<number>;

export declare function superviseServer(env?: NodeJS.ProcessEnv): Promise<number>;
