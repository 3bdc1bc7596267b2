import { ScratchFile } from "#core/scratch-file.server";

/**
 * Where the page cache keeps its documents' compressed blocks (app/lib/page-cache.server.ts): a
 * file of this process's own (core/scratch-file.server.ts), not its memory
 * (docs/decisions/046-kept-bytes-in-files.md). At the budget's 128 MB the blocks were a fifth of
 * the server's memory, held for pages most of which are asked for again rarely; an answer reads
 * its block back with one positioned read.
 *
 * The file is a ring of SEGMENTS equal segments, written in turn. Moving into a segment again
 * first drops what was kept there (`reuse`): the oldest blocks go a segment at a time, with no
 * free-space bookkeeping and no holes. The page cache moves a block it answers out of the older
 * half of the ring to the segment being written, so a page that is asked for stays (least
 * recently used out, to within a segment).
 */
export const SEGMENTS = 16;

export interface BlockPlace {
  segment: number;
  at: number;
  length: number;
}

export interface BlockFile {
  /** The largest block that can be kept (a segment). */
  readonly largest: number;
  /** Writes a block at the head of the ring, or undefined when it is larger than a segment. */
  put(block: Uint8Array): BlockPlace | undefined;
  /** The block's bytes, in a buffer that the next read reuses: copy what must outlive it. */
  read(place: BlockPlace): Buffer;
  /** How many segments were begun after this one: 0 for the one being written. */
  age(segment: number): number;
  /** Everything forgotten: the next block is written at the start. */
  clear(): void;
  close(): void;
}

/**
 * A ring of `capacity` bytes; `reuse(segment)` is called before a segment that held blocks is
 * written again. Throws when the temporary folder cannot hold a file.
 */
export function blockFile(capacity: number, reuse: (segment: number) => void): BlockFile {
  const segmentBytes = Math.max(1, Math.floor(capacity / SEGMENTS));
  const file = new ScratchFile("pages");
  let head = 0;
  let at = 0;
  let begun = 1; // segments begun since the last clear: nothing is reused on the first pass
  return {
    largest: segmentBytes,
    put(block) {
      if (block.length > segmentBytes) return undefined;
      if (at + block.length > segmentBytes) {
        head = (head + 1) % SEGMENTS;
        at = 0;
        if (begun >= SEGMENTS) reuse(head);
        else begun++;
      }
      const place = { segment: head, at: head * segmentBytes + at, length: block.length };
      file.write(block, place.at);
      at += block.length;
      return place;
    },
    read({ at: position, length }) {
      return file.read(position, length);
    },
    age(segment) {
      return (head - segment + SEGMENTS) % SEGMENTS;
    },
    clear() {
      head = 0;
      at = 0;
      begun = 1;
    },
    close() {
      file.close();
    },
  };
}
