// CPU seconds spent during a phase by the bench (the clients), the server process and the whole
// machine, so a reader can see how much of the two cores each side took.
import { readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100;

function serverSeconds(pid) {
  try {
    // Fields after the command name: utime and stime are the 12th and 13th.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return NaN;
  }
}

function machineSeconds() {
  try {
    const [cpu] = readFileSync('/proc/stat', 'utf8').split('\n');
    const ticks = cpu.trim().split(/\s+/).slice(1).map(Number);
    // user nice system idle iowait irq softirq steal: busy is everything but idle and iowait.
    const busy = ticks.slice(0, 8).reduce((sum, t, i) => (i === 3 || i === 4 ? sum : sum + t), 0);
    return busy / TICKS_PER_SECOND;
  } catch {
    return NaN;
  }
}

function benchSeconds() {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
}

/** Starts counting; `stop()` gives the CPU seconds used since by the bench, the server and the machine. */
export function cpuMeter(serverPid) {
  const start = {
    bench: benchSeconds(),
    server: serverSeconds(serverPid),
    machine: machineSeconds(),
  };
  return () => {
    const round = (s) => Math.round(s * 100) / 100;
    return {
      benchCpuS: round(benchSeconds() - start.bench),
      serverCpuS: round(serverSeconds(serverPid) - start.server),
      machineCpuS: round(machineSeconds() - start.machine),
    };
  };
}
