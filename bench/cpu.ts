import { readdirSync, readFileSync } from 'node:fs';

// Linux reports process times in clock ticks of 1/100 s (USER_HZ) on every common build.
const TICKS_PER_SECOND = 100;

interface ProcStat {
  ppid: number;
  ticks: number;
}

function readProcStat(pid: number): ProcStat | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces and parentheses: the fields start after the last ')'.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return undefined;
  }
}

function machineTicks(): { busy: number; total: number } {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
    const values = line.trim().split(/\s+/).slice(1, 9).map(Number);
    const total = values.reduce((sum, value) => sum + value, 0);
    const idle = (values[3] ?? 0) + (values[4] ?? 0);
    return { busy: total - idle, total };
  } catch {
    return { busy: 0, total: 0 };
  }
}

/** The CPU seconds of a process and of all its direct children (PostgreSQL's backends). */
function treeSeconds(rootPid: number | undefined): number | undefined {
  if (rootPid === undefined) return undefined;
  const root = readProcStat(rootPid);
  if (!root) return undefined;
  let ticks = root.ticks;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readProcStat(Number(entry));
    if (stat?.ppid === rootPid) ticks += stat.ticks;
  }
  return ticks / TICKS_PER_SECOND;
}

export interface CpuSnapshot {
  at: number;
  server: number | undefined;
  database: number | undefined;
  client: number;
  machineBusy: number;
  machineTotal: number;
}

export interface CpuShares {
  /** Each as a percentage of one core; the machine's figure covers all cores (2 cores: up to 200). */
  server: number | undefined;
  database: number | undefined;
  client: number;
  machine: number | undefined;
  /** Everything else running on the machine at the same time. */
  other: number | undefined;
}

export function cpuSnapshot(serverPid: number | undefined, postmasterPid: number | undefined): CpuSnapshot {
  const usage = process.cpuUsage();
  const machine = machineTicks();
  return {
    at: performance.now(),
    server: serverPid === undefined ? undefined : (readProcStat(serverPid)?.ticks ?? 0) / TICKS_PER_SECOND,
    database: treeSeconds(postmasterPid),
    client: (usage.user + usage.system) / 1e6,
    machineBusy: machine.busy / TICKS_PER_SECOND,
    machineTotal: machine.total / TICKS_PER_SECOND,
  };
}

export function cpuShares(before: CpuSnapshot, after: CpuSnapshot): CpuShares {
  const seconds = (after.at - before.at) / 1000;
  const share = (a: number | undefined, b: number | undefined) =>
    a === undefined || b === undefined || seconds <= 0 ? undefined : (100 * (b - a)) / seconds;
  // The first line of /proc/stat adds up every core, so busy seconds per second is in cores.
  const machine =
    after.machineTotal > before.machineTotal ? share(before.machineBusy, after.machineBusy) : undefined;
  const server = share(before.server, after.server);
  const database = share(before.database, after.database);
  const client = share(before.client, after.client) ?? 0;
  const other =
    machine === undefined ? undefined : Math.max(0, machine - (server ?? 0) - (database ?? 0) - client);
  return { server, database, client, machine, other };
}

/**
 * The PostgreSQL server's main process (a backend's parent) when it runs on this machine, for its
 * share of the CPU; undefined for a server elsewhere.
 */
export async function postmasterPid(db: {
  query: (text: string) => Promise<{ rows: Array<{ pid?: number }> }>;
}): Promise<number | undefined> {
  const backend = await db.query('SELECT pg_backend_pid() AS pid');
  try {
    const stat = readFileSync(`/proc/${backend.rows[0]?.pid}/stat`, 'utf8');
    if (!stat.includes('(postgres)')) return undefined;
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return undefined;
  }
}
