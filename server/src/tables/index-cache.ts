// Indexes of table versions, kept per process and keyed by the version's content id. A version
// never changes once committed, so an entry never goes stale, on any number of processes; the
// only question is memory, bounded here by the indexes' sizes (least recently used go first).
// Concurrent requests for a version not yet held share one build.
import type { TableIndex } from './table-index.js';

export interface IndexCache {
  get(contentId: string, build: () => Promise<TableIndex>): Promise<TableIndex>;
  /** Keeps an index built elsewhere (right after an upload commits). */
  put(contentId: string, index: TableIndex): void;
  readonly bytes: number;
  readonly size: number;
}

export function createIndexCache(maxBytes: number): IndexCache {
  // A Map iterates in insertion order: re-inserting on use keeps the least recent first.
  const held = new Map<string, TableIndex>();
  const building = new Map<string, Promise<TableIndex>>();
  let bytes = 0;

  const put = (id: string, index: TableIndex) => {
    const old = held.get(id);
    if (old) {
      held.delete(id);
      bytes -= old.bytes;
    }
    // One index larger than the whole budget is answered from but not kept.
    if (index.bytes > maxBytes) return;
    held.set(id, index);
    bytes += index.bytes;
    for (const [k, v] of held) {
      if (bytes <= maxBytes) break;
      held.delete(k);
      bytes -= v.bytes;
    }
  };

  return {
    async get(id, build) {
      const hit = held.get(id);
      if (hit) {
        held.delete(id);
        held.set(id, hit);
        return hit;
      }
      let pending = building.get(id);
      if (!pending) {
        pending = build().then(
          (index) => {
            building.delete(id);
            put(id, index);
            return index;
          },
          (err: unknown) => {
            building.delete(id);
            throw err;
          },
        );
        building.set(id, pending);
      }
      return pending;
    },
    put,
    get bytes() {
      return bytes;
    },
    get size() {
      return held.size;
    },
  };
}
