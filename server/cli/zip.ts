// The ZIPs the CLI uploads (a configuration folder with its plugins, one CSV per table), written
// by fflate: deflated, with the same time on every entry, so the same files give the same bytes.
import { zipSync, type Zippable } from 'fflate';

export interface ZipEntry {
  name: string;
  data: Uint8Array;
}

const ENTRY_TIME = new Date(2020, 0, 1);

export function zip(entries: readonly ZipEntry[]): Uint8Array {
  const files: Zippable = {};
  for (const e of entries) files[e.name] = [e.data, { mtime: ENTRY_TIME }];
  return zipSync(files);
}
