import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { open, readFile, rename, unlink, writeFile, type FileHandle } from "node:fs/promises";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { DefaultDeserializer, serialize } from "node:v8";
import { env } from "#core/env.server";
import type { SnapshotStore } from "../platform/snapshot";

/**
 * The catalogue snapshot kept on disk beside the database (DATA_DIR/catalogue-snapshot.bin), so
 * a start loads it in about a second instead of building it from SQL (half a minute at full
 * scale: docs/decisions/034-start-and-memory.md). The file is trusted only when everything that
 * made its bytes is the same:
 * - the catalogue stamp (version and token, migration 0023): the database's catalogue is still
 *   the one it was built from — a console edit or a stock move draws a new token;
 * - the code: the hash of the bundle this module was built into (a deploy that changes how a
 *   page or a card is made rebuilds once);
 * - the format below and Node's version (v8 serialisation);
 * - its length and SHA-256 (a torn or damaged file).
 * Anything else — no file, another stamp, an older format, garbage — reads as "none" and the
 * snapshot is built from the database and saved again. Written to a temporary name and renamed,
 * so a reader (another instance on the same volume) never sees half a file.
 */
const MAGIC = "studynest catalogue snapshot\n";
/** Bump when the snapshot's shape changes in a way the code hash would not show. */
const FORMAT = 1;
const HEADER_MAX = 4096;

interface Header {
  format: number;
  stamp: string;
  code: string;
  node: string;
  bytes: number;
  sha256: string;
}

const sha256 = (data: Uint8Array) => createHash("sha256").update(data).digest("hex");

/**
 * v8's deserialiser makes each aligned typed array a view into the bytes it reads: the snapshot's
 * few megabytes of room columns (listing-index.ts) kept the whole 50 MB file in memory for the
 * life of the process. This one gives every typed array bytes of its own, so the file's are freed
 * once it is read.
 */
class OwningDeserializer extends DefaultDeserializer {
  _readHostObject(): ArrayBufferView {
    // Node's own method (not in its typings): the view, at its type, over the bytes read.
    const view = (DefaultDeserializer.prototype as unknown as { _readHostObject(this: DefaultDeserializer): ArrayBufferView })._readHostObject.call(this);
    const own = new Uint8Array(view.byteLength);
    own.set(new Uint8Array(view.buffer, view.byteOffset, view.byteLength));
    if (Buffer.isBuffer(view)) return Buffer.from(own.buffer);
    const View = view.constructor as new (buffer: ArrayBuffer, offset: number, length: number) => ArrayBufferView;
    const perElement = (view as Partial<Int32Array>).BYTES_PER_ELEMENT ?? 1;
    return new View(own.buffer, 0, view.byteLength / perElement);
  }
}

function deserializeOwned(payload: Buffer): unknown {
  const reader = new OwningDeserializer(payload);
  reader.readHeader();
  return reader.readValue();
}

/** A snapshot file's header and where its payload starts; undefined when it is not one. */
async function readHeader(file: FileHandle): Promise<{ header: Header; end: number } | undefined> {
  const head = Buffer.alloc(HEADER_MAX);
  const { bytesRead } = await file.read(head, 0, HEADER_MAX, 0);
  const text = head.subarray(0, bytesRead).toString("latin1");
  if (!text.startsWith(MAGIC)) return undefined;
  const end = text.indexOf("\n", MAGIC.length);
  if (end < 0) return undefined;
  return { header: JSON.parse(text.slice(MAGIC.length, end)) as Header, end };
}

/**
 * A store for one snapshot in `path`. `code` names the code that makes the value; `revive` turns
 * what was read back into a live value (structures derived from it are made again, not stored).
 */
export function snapshotFile<T>(path: string, code: string, revive: (value: T) => T = (v) => v): SnapshotStore<T> {
  const expect = (stamp: string) => ({ format: FORMAT, stamp, code, node: process.version });
  return {
    async load(stamp) {
      let file;
      try {
        file = await open(path, "r");
      } catch {
        return undefined; // none yet
      }
      try {
        // The header alone first: a stale file costs one small read, not the whole payload.
        const read = await readHeader(file);
        if (!read) return undefined;
        const { header, end } = read;
        const wanted = expect(stamp);
        if (header.format !== wanted.format || header.stamp !== wanted.stamp || header.code !== wanted.code || header.node !== wanted.node) return undefined;
        const all = await readFile(file);
        const payload = all.subarray(end + 1);
        if (payload.length !== header.bytes || sha256(payload) !== header.sha256) return undefined;
        return revive(deserializeOwned(payload) as T);
      } catch {
        return undefined; // unreadable or damaged: built again
      } finally {
        await file.close();
      }
    },
    async save(stamp, value) {
      const payload = serialize(value);
      const header: Header = { ...expect(stamp), bytes: payload.length, sha256: sha256(payload) };
      const tmp = `${path}.${process.pid}.tmp`;
      try {
        await writeFile(tmp, Buffer.concat([Buffer.from(`${MAGIC}${JSON.stringify(header)}\n`, "latin1"), payload]));
        await rename(tmp, path);
      } catch (error) {
        await unlink(tmp).catch(() => undefined);
        throw error;
      }
    },
  };
}

/**
 * The code that makes the catalogue snapshot: the hash of the production bundle this module is
 * part of. Undefined when running from source (`npm run dev`, tests): sources change under a
 * running checkout without a build, so nothing is kept across starts there.
 */
let codeHash: string | null | undefined;
function bundleHash(): string | undefined {
  if (codeHash === undefined) {
    const file = fileURLToPath(import.meta.url);
    codeHash = file.endsWith(".js") ? sha256(readFileSync(file)).slice(0, 32) : null;
  }
  return codeHash ?? undefined;
}

const cataloguePath = () => join(resolve(env().DATA_DIR), "catalogue-snapshot.bin");

/** The code a catalogue file is made by, when the database lives on past this process and the code is a build. */
function fileCode(): string | undefined {
  const e = env();
  return e.API_BASE_URL || e.DATABASE_URL?.startsWith("memory://") ? undefined : bundleHash();
}

/** The catalogue's file store (see fileCode), or undefined. */
export function catalogueFile<T>(revive: (value: T) => T): SnapshotStore<T> | undefined {
  const code = fileCode();
  return code ? snapshotFile(cataloguePath(), code, revive) : undefined;
}

/**
 * Whether this start will build the catalogue from SQL because no file of this build is there
 * (a first start, or the first after a deploy): its header only, the stamp aside (undefined
 * when there is no file store: running from source, a remote API, an in-memory database).
 */
export async function catalogueFileOfAnotherBuild(): Promise<boolean | undefined> {
  const code = fileCode();
  if (!code) return undefined;
  let file;
  try {
    file = await open(cataloguePath(), "r");
  } catch {
    return true; // none yet
  }
  try {
    const header = (await readHeader(file))?.header;
    return !header || header.format !== FORMAT || header.code !== code || header.node !== process.version;
  } catch {
    return true;
  } finally {
    await file.close();
  }
}
