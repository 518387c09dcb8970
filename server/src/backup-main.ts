// `insuite backup FILE` and `insuite restore FILE [--force]` run this, in the checkout of the
// server, with the server's settings (INSUITE_DATA_DIR, DATABASE_URL). Prints one line on success
// (with --json, a JSON document, as the other commands); exit codes: 0 done, 1 refused (the message
// says why), 2 bad arguments or settings.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { BackupError, backupSqlite, restoreSqlite } from './db/backup.js';
import { loadSettings, SettingsError } from './settings.js';

const USAGE = 'usage: backup FILE [--json] | restore FILE [--force] [--json]';

async function main(argv: string[]): Promise<number> {
  const [command, file, ...rest] = argv;
  const force = rest.includes('--force');
  const json = rest.includes('--json');
  if (
    !file ||
    !['backup', 'restore'].includes(command ?? '') ||
    rest.some((a) => a !== '--force' && a !== '--json')
  ) {
    console.error(`insuite: ${USAGE}`);
    return 2;
  }
  let settings;
  try {
    settings = loadSettings();
  } catch (err) {
    if (err instanceof SettingsError) {
      console.error(`insuite: bad setting: ${err.message}`);
      return 2;
    }
    throw err;
  }
  if (settings.databaseUrl) {
    console.error(
      `insuite: ${command} works on the SQLite database; on PostgreSQL use its tools: ` +
        (command === 'backup'
          ? 'pg_dump --format=custom --file=FILE "$DATABASE_URL"'
          : 'pg_restore --no-owner --dbname="$DATABASE_URL" FILE, into an empty database') +
        ' (docs/backups.md)',
    );
    return 2;
  }
  const dbPath = join(settings.dataDir, 'insuite.db');
  try {
    let human: string;
    let result: object;
    if (command === 'backup') {
      const b = await backupSqlite(dbPath, resolve(file));
      human = `Backed up ${dbPath} to ${b.file} (${b.bytes} bytes)`;
      result = b;
    } else {
      const r = restoreSqlite(resolve(file), dbPath, { force });
      human =
        `Restored ${resolve(file)} as ${r.database}` +
        (r.replaced ? `; the database it replaced is kept as ${r.replaced}` : '');
      result = r;
    }
    process.stdout.write(json ? `${JSON.stringify(result, null, 2)}\n` : `${human}\n`);
    // Sealed values (secrets, webhook and provider secrets) open only with the key they were
    // sealed under, which is not in the database.
    if (!settings.masterKey && command === 'backup') {
      console.error(
        `insuite: the copy holds sealed secrets but not their key: keep ${join(settings.dataDir, 'master.key')} with it`,
      );
    }
    if (!settings.masterKey && command === 'restore' && !existsSync(join(settings.dataDir, 'master.key'))) {
      console.error(
        `insuite: no master key here yet: put the master.key of the server backed up into ${settings.dataDir} ` +
          '(or set INSUITE_MASTER_KEY) before starting, or its secrets cannot be read',
      );
    }
    return 0;
  } catch (err) {
    if (err instanceof BackupError) {
      console.error(`insuite: ${err.message}`);
      return 1;
    }
    throw err;
  }
}

process.exitCode = await main(process.argv.slice(2));
