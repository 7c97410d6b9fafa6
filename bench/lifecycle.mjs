// The bench runners' clean-up: what a run must undo (servers, browsers, temporary folders), undone in reverse
// order when the run ends, fails, is interrupted, or reaches its hard time limit.
export function benchLifecycle({ limitMs, exitGraceMs = 10_000 }) {
  const cleanups = [];
  async function cleanup() {
    while (cleanups.length > 0)
      await cleanups
        .pop()()
        .catch(() => {});
  }
  function stopAfter(message, code) {
    console.error(message);
    void cleanup().finally(() => process.exit(code));
    setTimeout(() => process.exit(code), exitGraceMs).unref();
  }
  setTimeout(
    () => stopAfter(`bench: ${limitMs / 60_000}-minute limit reached, stopping.`, 2),
    limitMs,
  ).unref();
  process.once('SIGINT', () => stopAfter('bench: interrupted, stopping.', 130));
  process.once('SIGTERM', () => stopAfter('bench: terminated, stopping.', 143));
  return { cleanups, cleanup };
}
