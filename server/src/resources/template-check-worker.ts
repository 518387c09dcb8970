// Runs the template syntax check in a worker thread (see template-checks.ts): one check per
// message, answered with the problem found or none.
import { parentPort } from 'node:worker_threads';
import { templateProblem, type SyntaxProblem, type TemplateFormat } from './template-syntax.js';

export interface CheckRequest {
  id: number;
  format: TemplateFormat;
  text: string;
}
export type WorkerMessage = { ready: true } | { id: number; problem: SyntaxProblem | null };

const port = parentPort!;
port.on('message', (m: CheckRequest) => {
  port.postMessage({ id: m.id, problem: templateProblem(m.format, m.text) ?? null } satisfies WorkerMessage);
});
port.postMessage({ ready: true } satisfies WorkerMessage);
