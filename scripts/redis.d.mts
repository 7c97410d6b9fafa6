// Types for scripts/redis.mjs, which the server's multi-node suites and bench/chat import.

export declare const redisMissingMessage: string;

/** Why the Redis suites are skipped (SKIP_REDIS=1), or undefined when they run. */
export declare function redisSkipReason(): string | undefined;

export type TestRedis = { url: string; stop(): Promise<void> };

/** Starts redis-server without persistence and resolves once it accepts connections. */
export declare function startTestRedis(): Promise<TestRedis>;
