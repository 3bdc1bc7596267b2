import { setFlagsFromString } from "node:v8";

/**
 * V8's old generation grown by at most HEAP_GROWTH_PERCENT over what survived the last full
 * collection (docs/decisions/034-start-and-memory.md). Left to itself, V8 picks the factor from
 * how fast it collects against how fast the program allocates, up to 4× for a heap this size; a
 * render allocates fast and briefly, so after the visitor mix the heap held 400–540 MB for 170 MB
 * alive, and kept it. With the factor fixed the heap follows what is alive (a larger catalogue
 * still gets its room), at the price of more frequent full collections, which V8 marks on its
 * helper threads. The flag is read at each collection, so setting it at start takes effect.
 */
export const HEAP_GROWTH_PERCENT = 30;

/** Unless Node was started with its own `--heap-growing-percent` (0 gives V8 its own choice back). */
export function limitHeapGrowth(): void {
  if ([...process.execArgv, ...(process.env.NODE_OPTIONS?.split(/\s+/) ?? [])].some((flag) => flag.startsWith("--heap-growing-percent"))) return;
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWTH_PERCENT}`);
}
