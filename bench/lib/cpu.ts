import fs from "node:fs";

const TICKS_PER_SECOND = 100;

/**
 * CPU seconds (user + system, all threads) used so far by a process and its
 * direct children (nginx's workers), read from /proc. Requests per CPU
 * second stays comparable when other programs share the machine, where
 * requests per second do not.
 */
export function cpuSeconds(pid: number): number {
  let ticks = ticksOf(pid);
  for (const child of childrenOf(pid)) ticks += ticksOf(child);
  return ticks / TICKS_PER_SECOND;
}

function statFields(pid: number): string[] | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) may hold spaces; fields after it are plain.
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  } catch {
    return null;
  }
}

function ticksOf(pid: number): number {
  const f = statFields(pid);
  // After the name: state(0) ppid(1) … utime(11) stime(12).
  return f ? Number(f[11]) + Number(f[12]) : 0;
}

function childrenOf(pid: number): number[] {
  const out: number[] = [];
  for (const name of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    const f = statFields(Number(name));
    if (f && Number(f[1]) === pid) out.push(Number(name));
  }
  return out;
}
