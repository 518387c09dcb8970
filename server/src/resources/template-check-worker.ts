// The task of the template-check worker threads (see template-checks.ts): one check, answered
// with the problem found or null. It says on `started` that it has begun, so the caller's time
// limit counts the check alone.
import type { MessagePort } from 'node:worker_threads';
import { templateProblem, type SyntaxProblem, type TemplateFormat } from './template-syntax.js';

export interface CheckTask {
  format: TemplateFormat;
  text: string;
  started: MessagePort;
}

// Each parser's first run in a fresh thread compiles its code, which is part of starting the
// thread, not of the check that happens to come first: done here, before the thread takes a task.
templateProblem('liquid', '{% if a %}{{ a }}{% endif %}');
templateProblem('velocity', '#if($a)$a#end');

export default function check(task: CheckTask): SyntaxProblem | null {
  task.started.postMessage(null);
  task.started.close();
  return templateProblem(task.format, task.text) ?? null;
}
