// Where the contract is read from: openapi.yaml at the top of the repository. This module sits two
// levels below the top, as does the compiled server (dist/server/, server/build.mjs), so
// one relative path serves the sources and the build.
import { fileURLToPath } from 'node:url';

export const SPEC_PATH = fileURLToPath(new URL('../../openapi.yaml', import.meta.url));
