import { closeSync, fsyncSync, mkdirSync, openSync, unlinkSync, writeSync } from "node:fs";
import { join, resolve } from "node:path";
import { env } from "#core/env.server";

/**
 * Start-up check of DATA_DIR (embedded database, generated secrets, uploads, image cache): it
 * must exist or be creatable, be writable, and have room. Checked before anything opens or
 * writes a file there, so a read-only or full volume stops the start with one clear message and
 * leaves what is in the folder untouched, instead of failing half-way through a write.
 */
const PROBE_BYTES = 256 * 1024;

export function checkDataDir(dir = env().DATA_DIR): void {
  const abs = resolve(dir);
  const probe = join(abs, `.write-check-${process.pid}`);
  let fd: number | undefined;
  try {
    mkdirSync(abs, { recursive: true });
    fd = openSync(probe, "w", 0o600);
    const chunk = Buffer.alloc(64 * 1024, 0);
    for (let written = 0; written < PROBE_BYTES; written += chunk.length) writeSync(fd, chunk);
    fsyncSync(fd);
  } catch (error) {
    const e = error as NodeJS.ErrnoException;
    const why =
      e.code === "ENOSPC" || e.code === "EDQUOT"
        ? "the disk is full"
        : e.code === "EROFS"
          ? "it is on a read-only file system"
          : e.code === "EACCES" || e.code === "EPERM"
            ? "permission denied"
            : (e.code ?? e.message);
    throw new Error(`DATA_DIR ${abs} is not writable (${why}): give DATA_DIR a writable folder with free space. Nothing was changed.`, { cause: error });
  } finally {
    if (fd !== undefined) closeSync(fd);
    try {
      unlinkSync(probe);
    } catch {
      // never created
    }
  }
}
