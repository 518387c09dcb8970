// Types of node-check.mjs (plain JavaScript, since it runs before any TypeScript loader).
/** The Node the installed native modules were built for, or undefined when nothing says. */
export function installedFor(): { modules: string; version?: string } | undefined;
/** The line that says what to run, or undefined when the running Node is the install's. */
export function nodeMismatch(
  installed?: { modules: string; version?: string },
  running?: Pick<NodeJS.Process, 'versions' | 'platform' | 'arch'>,
): string | undefined;
/** Exits with status 1 and one line on stderr when the running Node is not the install's. */
export function checkNode(): void;
