// The YAML parser, loaded when first used: the served contract is derived when it is first asked
// for, and the configuration checks read the contract's JSON copy where there is one, so a fresh
// process answers its first requests without loading it.
import { createRequire } from 'node:module';
import type * as Yaml from 'yaml';

let loaded: typeof Yaml | undefined;

export const yaml = (): typeof Yaml => (loaded ??= createRequire(import.meta.url)('yaml') as typeof Yaml);
