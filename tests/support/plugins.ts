// Configurations with a plugins/ folder, zipped as createTenant and deployConfigZip take them.
import AdmZip from 'adm-zip';
import { homeownersConfig } from './given.js';

/** The example configuration as config.json, with `files` (path under plugins/ → text) beside it. */
export function withPlugins(files: Record<string, string>, config: unknown = homeownersConfig()): Uint8Array {
  const zip = new AdmZip();
  zip.addFile('config.json', Buffer.from(JSON.stringify(config)));
  for (const [path, text] of Object.entries(files)) zip.addFile(`plugins/${path}`, Buffer.from(text));
  return zip.toBuffer();
}
