import { readFileSync } from 'node:fs';

/** `/proc/<pid>/stat`'s fields after the command name (which may hold spaces), state first. */
function statFields(pid: number): string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/**
 * Whether the pid names a process at all, as `kill(pid, 0)` sees it — which is what PostgreSQL
 * asks of its postmaster.pid. A zombie (exited, not yet reaped by its parent) still counts.
 */
export function pidExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Whether the process still runs. A zombie (state Z) or a dying one (X) has exited: it holds
 * no file, no port, no memory, and only waits for its parent to read its exit status. Under a
 * PID 1 that reaps late or never (some containers), a server killed with `kill -9` stays such
 * a zombie, and `kill(pid, 0)` alone would take it for alive forever. Where /proc cannot tell
 * (not Linux), `kill(pid, 0)` answers.
 */
export function isAlive(pid: number): boolean {
  if (!pidExists(pid)) return false;
  const state = processState(pid);
  return state !== 'Z' && state !== 'X';
}

/** The state letter of `/proc/<pid>/stat` (R, S, Z for a zombie…); null where it cannot tell. */
export function processState(pid: number): string | null {
  return statFields(pid)?.[0] ?? null;
}

/**
 * When a process started, as `boot id:start time` (Linux); null where /proc cannot tell. After
 * a reboot or a crash a pid may be reused: by another program, or another Node one.
 */
export function processStart(pid: number): string | null {
  try {
    const boot = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    // The start time is the 20th field from the state on.
    const start = statFields(pid)?.[19];
    return start ? `${boot}:${start}` : null;
  } catch {
    return null;
  }
}
