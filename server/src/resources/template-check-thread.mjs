// The entry of a template-check worker thread. Plain JavaScript because Node does not run the
// TypeScript sources by itself and, on Node 20, hooks given with `--import` do not reach a worker's
// entry module; tsx's own import loads the checker with its hooks in this thread.
import { tsImport } from 'tsx/esm/api';

const task = await tsImport('./template-check-worker.ts', import.meta.url);
export default task.default;
