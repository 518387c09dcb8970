// Types of node-check.mjs (plain JavaScript, since it runs before any TypeScript loader).
/** The Node the installed native modules were built for, or undefined when nothing says. */
export function installedFor(): { modules: string; version?: string } | undefined;
/** Whether a Node version is in the releases `engines.node` names (caret terms joined by `||`). */
export function nodeSupported(version: string, range?: string): boolean;
/**
 * The line that says what to run, or undefined when the running Node is the install's and one the
 * package runs on. `checkout`: advice for a checkout (scripts/use-node.sh) rather than an app's
 * install; `engines`: the releases the package runs on (its package.json's `engines.node`).
 */
export function nodeMismatch(
  installed?: { modules: string; version?: string } | null,
  running?: Pick<NodeJS.Process, 'versions' | 'platform' | 'arch'>,
  options?: { checkout?: boolean; engines?: string },
): string | undefined;
/** Exits with status 1 and one line on stderr when the running Node is not the install's. */
export function checkNode(): void;
