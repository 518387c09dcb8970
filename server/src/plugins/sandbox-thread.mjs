// The entry of a plugin sandbox thread. Plain JavaScript because Node does not run the TypeScript
// sources by itself and, on Node 20, hooks given with `--import` do not reach a worker's entry
// module; tsx's own import loads the sandboxes with its hooks in this thread.
import { tsImport } from 'tsx/esm/api';

await tsImport('./sandbox-worker.ts', import.meta.url);
