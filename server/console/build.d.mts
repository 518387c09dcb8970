// Types of build.mjs (plain JavaScript, since it runs before any TypeScript loader).

/** Where the built console goes: dist/console/ (console.js, console.css). */
export const CONSOLE_OUT_DIR: string;
/** Folders whose files go into the console's bundle. */
export const CONSOLE_SOURCES: string[];
/** The console's files in memory, by file name (`console.js`, `console.css`). */
export function consoleBundle(): Promise<Record<string, string>>;
/** Builds the console into dist/console. */
export function buildConsole(outDir?: string): Promise<void>;
