import { closeSync, mkdtempSync, openSync, readSync, rmdirSync, unlinkSync, writeSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * A file of this process's own for bytes it keeps but reads seldom (the page cache's blocks, the
 * apartment pages: docs/decisions/046-kept-bytes-in-files.md). Made in the system's temporary
 * folder and unlinked at once, so nothing is left behind however the process ends; its bytes sit
 * in the system's page cache, which the kernel keeps while memory is free and gives back when
 * something else needs it. Reads and writes are positioned (pread, pwrite): a few microseconds for
 * some kilobytes held by the page cache, and no shared offset between callers.
 */
export class ScratchFile {
  private readonly fd: number;
  private scratch = Buffer.allocUnsafeSlow(64 * 1024);
  private open = true;
  /** Where the next `append` writes. */
  private end = 0;

  /** Throws when the temporary folder cannot hold a file. */
  constructor(prefix: string) {
    const dir = mkdtempSync(join(tmpdir(), `studynest-${prefix}-`));
    const path = join(dir, "bytes");
    this.fd = openSync(path, "w+", 0o600);
    unlinkSync(path);
    rmdirSync(dir);
  }

  write(bytes: Uint8Array, position: number): void {
    let written = 0;
    while (written < bytes.length) written += writeSync(this.fd, bytes, written, bytes.length - written, position + written);
    this.end = Math.max(this.end, position + bytes.length);
  }

  /** Writes the bytes after everything written so far; answers where. */
  append(bytes: Uint8Array): number {
    const position = this.end;
    this.write(bytes, position);
    return position;
  }

  /** The bytes at `position`, in a buffer that the next read reuses: copy what must outlive it. */
  read(position: number, length: number): Buffer {
    if (this.scratch.length < length) this.scratch = Buffer.allocUnsafeSlow(2 ** Math.ceil(Math.log2(length)));
    let got = 0;
    while (got < length) {
      const n = readSync(this.fd, this.scratch, got, length - got, position + got);
      if (n === 0) throw new Error("kept bytes end early");
      got += n;
    }
    return this.scratch.subarray(0, length);
  }

  close(): void {
    if (this.open) closeSync(this.fd);
    this.open = false;
  }
}
