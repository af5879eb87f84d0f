import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export class DataDirLockedError extends Error {
  constructor(dir: string, pid: number) {
    super(
      `Datamappen ${dir} er allerede i bruk av prosess ${pid}. Stopp den før du starter på nytt. / ` +
        `The data directory ${dir} is already in use by process ${pid}. Stop it before starting again.`,
    );
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

/**
 * Takes an exclusive lock on the embedded database directory. PGlite has no locking of its own,
 * and two processes on one directory silently lose writes. A lock left by a dead process is taken over.
 */
export function lockDataDir(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const lockFile = path.join(dir, "server.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockFile, JSON.stringify({ pid: process.pid, host: os.hostname() }), { flag: "wx" });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        fs.rmSync(lockFile, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = readOwner(lockFile);
      if (owner && owner.host === os.hostname() && !isAlive(owner.pid)) {
        fs.rmSync(lockFile, { force: true });
        continue;
      }
      throw new DataDirLockedError(path.resolve(dir), owner?.pid ?? 0);
    }
  }
  throw new DataDirLockedError(path.resolve(dir), 0);
}

function readOwner(lockFile: string): { pid: number; host: string } | undefined {
  try {
    const owner = JSON.parse(fs.readFileSync(lockFile, "utf8"));
    return typeof owner.pid === "number" ? owner : undefined;
  } catch {
    return undefined;
  }
}
