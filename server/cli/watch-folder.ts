// Watches a folder and every folder under it, one fs.watch per folder (inotify on Linux). A watch
// of a folder sees its files created, written, renamed and deleted, which covers editors that save
// by writing a new file and renaming it over the old one; a folder made later is watched from its
// first event. Node's recursive option is not used: on Linux before Node 22 it watches files, not
// folders, and loses a file once it has been replaced by a rename.
import { readdirSync, statSync, watch, type FSWatcher } from 'node:fs';
import { join } from 'node:path';

export interface FolderWatch {
  close(): void;
}

/** Skipped: they hold nothing a configuration is made of, and can be large. */
const SKIPPED = new Set(['node_modules', '.git']);

export function watchFolder(
  root: string,
  onChange: (file: string) => void,
  onRootGone: (err: Error) => void,
): FolderWatch {
  const watchers = new Map<string, FSWatcher>();
  const add = (folder: string) => {
    if (watchers.has(folder)) return;
    let w: FSWatcher;
    try {
      w = watch(folder, (_event, name) => {
        const file = name === null ? folder : join(folder, name);
        if (name !== null && !SKIPPED.has(name) && statSync(file, { throwIfNoEntry: false })?.isDirectory())
          add(file);
        onChange(file);
      });
    } catch (err) {
      if (folder === root) throw err;
      return; // gone meanwhile
    }
    w.on('error', (err) => {
      w.close();
      watchers.delete(folder);
      if (folder === root) onRootGone(err);
    });
    watchers.set(folder, w);
    for (const e of readdirSync(folder, { withFileTypes: true }))
      if (e.isDirectory() && !SKIPPED.has(e.name)) add(join(folder, e.name));
  };
  add(root);
  return {
    close() {
      for (const w of watchers.values()) w.close();
      watchers.clear();
    },
  };
}
