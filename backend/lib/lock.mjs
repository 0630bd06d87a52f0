// One process per data directory: PGlite must never be opened twice. The lock file holds the
// owner's pid and URL; a lock whose process is gone is stale and taken over.
import { closeSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import { join } from "node:path";

export const lockFile = (dir) => join(dir, "backend.lock");

export class BackendAlreadyRunningError extends Error {}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === "EPERM";
  }
}

export function readLock(dir) {
  try {
    return JSON.parse(readFileSync(lockFile(dir), "utf8"));
  } catch {
    return null;
  }
}

/** Takes the lock or throws BackendAlreadyRunningError naming the running process. */
export function acquireLock(dir, info) {
  const file = lockFile(dir);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, "wx", 0o600);
      writeSync(fd, JSON.stringify({ pid: process.pid, ...info }));
      closeSync(fd);
      return () => {
        if (readLock(dir)?.pid === process.pid) rmSync(file, { force: true });
      };
    } catch (error) {
      if (error.code !== "EEXIST") throw error;
      const owner = readLock(dir);
      if (owner && (owner.pid === process.pid || isAlive(owner.pid))) {
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
