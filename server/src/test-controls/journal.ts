// The request journal of a server made for tests: what it answered and which webhook deliveries
// it tried, the newest `size` entries in a ring.
import type { components } from '../../../generated/openapi.js';

export type JournalEntry = components['schemas']['TestRequest'];

export interface Journal {
  add(entry: JournalEntry): void;
  list(filter: { operationId?: string; since?: string }): JournalEntry[];
  clear(): void;
}

export function createJournal(size: number): Journal {
  let ring: JournalEntry[] = [];
  let next = 0;
  return {
    add(entry) {
      if (ring.length < size) ring.push(entry);
      else ring[next] = entry;
      next = (next + 1) % size;
    },
    list({ operationId, since }) {
      const ordered = ring.length < size ? ring : [...ring.slice(next), ...ring.slice(0, next)];
      const from = since === undefined ? undefined : Date.parse(since);
      return ordered.filter(
        (e) =>
          (operationId === undefined || e.operationId === operationId) &&
          (from === undefined || Date.parse(e.at) >= from),
      );
    },
    clear() {
      ring = [];
      next = 0;
    },
  };
}
