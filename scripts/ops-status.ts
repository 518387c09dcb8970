// Prints, per area of the contract, how many operations are implemented, and lists the rest
// (those registered as not implemented, which answer 501).
import { operations, type OperationId } from '../generated/operations.js';
import { isImplemented } from '../server/src/http/dispatch.js';
import { handlers } from './handler-map.js';

const byTag = new Map<string, { done: OperationId[]; todo: OperationId[] }>();
for (const id of Object.keys(operations) as OperationId[]) {
  const tag = operations[id].tag;
  const entry = byTag.get(tag) ?? { done: [], todo: [] };
  (isImplemented(handlers[id]) ? entry.done : entry.todo).push(id);
  byTag.set(tag, entry);
}
let done = 0;
let total = 0;
const width = Math.max(...[...byTag.keys()].map((t) => t.length));
for (const [tag, { done: d, todo }] of byTag) {
  done += d.length;
  total += d.length + todo.length;
  const mark = todo.length ? ' ' : '✓';
  console.log(`${mark} ${tag.padEnd(width)}  ${String(d.length).padStart(3)} / ${d.length + todo.length}`);
  if (todo.length) console.log(`    not implemented: ${todo.join(', ')}`);
}
console.log(`\n${done} / ${total} operations implemented`);
