// The tasks of the table worker threads (see tables-service.ts): checking an upload and building
// the index of a stored version. Results hand their buffers back instead of copying them.
import type { TableDeclaration } from '../product/index.js';
import { transferResult } from '../shared/worker-pool.js';
import { ingestCsv, ingestZip, type IngestOutcome, type TableLimits } from './ingest.js';
import { indexBuffers } from './table-build.js';

export type TableTask =
  | { kind: 'ingest'; zip: Uint8Array; decl: TableDeclaration; limits: TableLimits }
  | { kind: 'index'; csv: Uint8Array; decl: TableDeclaration; maxRows: number };

/** The pool's warm-up task (WorkerPool.warmUp): loading this module was the work. */
export function warmUp(): void {}

export default function run(task: TableTask): IngestOutcome {
  const out =
    task.kind === 'ingest'
      ? ingestZip(task.zip, task.decl, task.limits)
      : ingestCsv('table.csv', task.csv, task.decl, task.maxRows);
  if (!out.ok) return out;
  // The CSV goes back too on ingest (it is what gets stored); an index task's caller has it.
  const csv = task.kind === 'ingest' ? out.csv : new Uint8Array(0);
  const buffers = indexBuffers(out.index);
  if (task.kind === 'ingest' && csv.byteOffset === 0 && csv.byteLength === csv.buffer.byteLength) {
    buffers.push(csv.buffer as ArrayBuffer);
  }
  return transferResult({ ...out, csv }, buffers);
}
