// Preloaded into server processes the fault tests start: exits when the test run that started it is gone, so no orphan keeps a port or lock.
const parent = process.ppid;

// An orphan is re-parented (to init or a subreaper); a killed test worker runs no clean-up of its own.
setInterval(() => {
  if (process.ppid !== parent) process.kill(process.pid, 'SIGKILL');
}, 500).unref();
