// Types of build.mjs (plain JavaScript, since it runs before any TypeScript loader).

/** The directory of the compiled server. */
export const OUT_DIR: string;
/** The compiled server's entry. */
export const COMPILED_MAIN: string;
/** The server's entries (esbuild's `in` and `out`): the server and its worker threads. */
export const ENTRIES: readonly { in: string; out: string }[];
/** Whether dist/server holds a build at least as new as every file it was built from (and the console its own). */
export function buildIsFresh(): boolean;
/** Compiles the server into dist/server, each file renamed into place. */
export function buildServer(): Promise<void>;
/** Compiles the package @insuite/server into server/dist/, and copies the contract beside it. */
export function buildPackage(): Promise<void>;
/** The packages the package's bundles leave to node_modules. */
export const PACKAGE_EXTERNAL: readonly string[];
/** The banner of the package's bundles: a `require` for the CommonJS packages they hold. */
export const REQUIRE_BANNER: string;
/** Writes the contract as JSON (openapi.json) into `dir`, for a compiled server there to read. */
export function writeContractJson(dir: string): Promise<void>;
/** The folders (`node_modules/…`) of the packages the last package build bundled, as a JSON file. */
export const BUNDLED_LIST: string;
