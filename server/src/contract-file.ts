// Where the contract is read from: openapi.yaml at the top of the repository. This module sits two
// levels below the top, as does the compiled server (dist/server/, server/build.mjs), so
// one relative path serves the sources and the build. The installed package @insuite/server has
// its copy one level above its compiled server (openapi.yaml beside dist/).
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const checkout = fileURLToPath(new URL('../../openapi.yaml', import.meta.url));

export const SPEC_PATH = existsSync(checkout)
  ? checkout
  : fileURLToPath(new URL('../openapi.yaml', import.meta.url));

// The package's build also writes the contract as JSON beside its compiled server: parsing it
// takes a fraction of what parsing the YAML does, which every fresh process would pay.
const json = fileURLToPath(new URL('./openapi.json', import.meta.url));

/** The contract parsed from that JSON (a new object each time: readers may change it), else undefined. */
export function contractJson(): unknown {
  return existsSync(json) ? JSON.parse(readFileSync(json, 'utf8')) : undefined;
}
