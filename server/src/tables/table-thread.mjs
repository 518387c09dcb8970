// The entry of a table worker thread. Plain JavaScript because Node does not run the TypeScript
// sources by itself (it strips types but does not map their `.js` specifiers to `.ts` files) and
// hooks given with `--import` do not reach a worker's modules; tsx's own import loads the tasks
// with its hooks in this thread.
import { tsImport } from 'tsx/esm/api';

const tasks = await tsImport('./table-worker.ts', import.meta.url);
export default tasks.default;
export const warmUp = tasks.warmUp;
