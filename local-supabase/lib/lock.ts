// One process per data directory: PGlite must never be opened twice. The lock file holds the
// owner's pid, the kernel's start time of that process, and URL. A lock is stale, and taken
// over, when its process is gone or when its pid now belongs to another process (pids are
// reused after a reboot or a SIGKILL): the start time then differs.
import { closeSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import { join } from "node:path";

/** What the lock file holds. */
export interface LockOwner {
  pid: number;
  startTime: number | null;
  url?: string;
}

export const lockFile = (dir: string): string => join(dir, "backend.lock");

export class BackendAlreadyRunningError extends Error {}

/** Start time of pid in clock ticks since boot (field 22 of /proc/<pid>/stat), or null. */
export function processStartTime(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // the command name (field 2) may hold spaces and parentheses: count from the last ")"
    return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19]);
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Whether the lock's owner is still the process that wrote it. */
function ownerRunning(owner: LockOwner): boolean {
  if (!Number.isInteger(owner.pid) || !isAlive(owner.pid)) return false;
  const startTime = processStartTime(owner.pid);
  // Without /proc (macOS) or an older lock without a start time, a live pid must do.
  if (startTime === null || owner.startTime == null) return true;
  return startTime === owner.startTime;
}

export function readLock(dir: string): LockOwner | null {
  try {
    const owner: unknown = JSON.parse(readFileSync(lockFile(dir), "utf8"));
    return typeof owner === "object" && owner !== null ? (owner as LockOwner) : null;
  } catch {
    return null;
  }
}

/** Takes the lock or throws BackendAlreadyRunningError naming the running process. */
export function acquireLock(dir: string, info: { url?: string | undefined }): () => void {
  const file = lockFile(dir);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, "wx", 0o600);
      writeSync(fd, JSON.stringify({ pid: process.pid, startTime: processStartTime(process.pid), ...info }));
      closeSync(fd);
      return () => {
        if (readLock(dir)?.pid === process.pid) rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = readLock(dir);
      if (owner && ownerRunning(owner)) {
        throw new BackendAlreadyRunningError(
          `The local backend is already running (pid ${owner.pid}${owner.url ? `, ${owner.url}` : ""}) ` +
            `with data in ${dir}. Stop that process first; two processes must never open the same database.`,
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not take the lock ${file}.`);
}
