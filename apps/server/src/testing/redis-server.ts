// Test support: a throwaway Debian redis-server for the suites that run several server nodes (scripts/redis.mjs, shared with bench/chat).
export {
  redisMissingMessage,
  redisSkipReason,
  startTestRedis,
  type TestRedis,
} from '../../../../scripts/redis.mjs';
