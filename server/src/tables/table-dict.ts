// String dictionaries as typed arrays: distinct strings numbered in first-seen order, with an
// open-addressing hash table over them. Built in a worker thread, they cross to the main thread
// as a string and two typed arrays, without an object per entry.

function hash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** Distinct strings numbered in first-seen order, with an open-addressing hash table over them. */
export interface Dict {
  slots: Int32Array;
  text: string;
  ends: Uint32Array;
}

/**
 * Builds a Dict: an open-addressing table over the keys as they come, with no Map and no growing
 * array when the expected count is given (a 100,000-row table's keys would otherwise pass through
 * several copies of both while it is checked).
 */
export class DictBuilder {
  private slots: Int32Array;
  private readonly keys: string[];
  private count = 0;

  /** `expected`: about how many distinct keys there will be (more only costs a rehash). */
  constructor(expected = 8) {
    this.slots = DictBuilder.table(expected);
    this.keys = new Array<string>(expected);
  }

  private static table(keys: number): Int32Array {
    let cap = 8;
    while (cap < keys * 2) cap *= 2;
    return new Int32Array(cap).fill(-1);
  }

  private place(slots: Int32Array, key: string, id: number): void {
    const mask = slots.length - 1;
    let s = hash(key) & mask;
    while (slots[s] !== -1) s = (s + 1) & mask;
    slots[s] = id;
  }

  /** The id of `key`, and whether it was new. */
  add(key: string): [number, boolean] {
    const mask = this.slots.length - 1;
    let s = hash(key) & mask;
    for (;;) {
      const id = this.slots[s]!;
      if (id === -1) break;
      if (this.keys[id] === key) return [id, false];
      s = (s + 1) & mask;
    }
    const id = this.count++;
    this.keys[id] = key;
    this.slots[s] = id;
    if (this.count * 2 > this.slots.length) {
      const slots = DictBuilder.table(this.count * 2);
      for (let i = 0; i < this.count; i++) this.place(slots, this.keys[i]!, i);
      this.slots = slots;
    }
    return [id, true];
  }

  get size(): number {
    return this.count;
  }

  build(): Dict {
    const keys = this.count === this.keys.length ? this.keys : this.keys.slice(0, this.count);
    const ends = new Uint32Array(this.count);
    let at = 0;
    keys.forEach((k, id) => (ends[id] = at += k.length));
    // Sized for the keys there are, when far fewer came than expected (a range table's groups).
    let slots = this.slots;
    if (slots.length > DictBuilder.table(this.count).length * 2) {
      slots = DictBuilder.table(this.count);
      keys.forEach((k, id) => this.place(slots, k, id));
    }
    return { slots, text: keys.join(''), ends };
  }
}

const keyOf = (d: Dict, id: number): string => d.text.slice(id === 0 ? 0 : d.ends[id - 1], d.ends[id]);

export function dictFind(d: Dict, key: string): number {
  const mask = d.slots.length - 1;
  let s = hash(key) & mask;
  for (;;) {
    const id = d.slots[s]!;
    if (id === -1) return -1;
    if (keyOf(d, id) === key) return id;
    s = (s + 1) & mask;
  }
}

export const dictBytes = (d: Dict) => d.slots.byteLength + d.ends.byteLength + d.text.length * 2;
