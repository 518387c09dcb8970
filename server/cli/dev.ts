// `insuite dev PATH`: keeps a tenant in step with a configuration folder while it is edited. On
// every save it deploys the configuration (with its plugins) when that changed, uploads the tables
// whose CSV changed, and rewrites the types module; a refused deploy prints its problems as
// `insuite config check` does and the tenant keeps what it had. The tenant is on a server started
// in this process with its database in memory, or on the server of --url (--tenant).
//
// Watching: node's fs.watch on each folder (watch-folder.ts), no dependency added. Its events are
// only a prompt to look: each round reads the folder and compares contents with what was last
// sent, so a doubled or spurious event costs nothing.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join, relative, resolve, sep } from 'node:path';
import { performance } from 'node:perf_hooks';
import { ApiError, NetworkError, type InsuiteClient, type Schema } from '@insuite/client';
import { isValid, problemLine, problemSummary, type ConfigProblem } from '../src/product/index.js';
import { jsonLines } from '../src/shared/json-lines.js';
import { checkConfigPath } from './check.js';
import { connect, tenantLocator, tenantsNamed, type GlobalOptions } from './connect.js';
import { csvFiles, readConfig, type ConfigBody } from './files.js';
import { UsageError, type Out } from './output.js';
import { seedTenant } from './seed.js';
import { uploadTables } from './tables.js';
import { configAt, typesOf, writeTypes } from './types.js';
import { watchFolder } from './watch-folder.js';

export interface DevOptions {
  tenant?: string;
  types?: string;
  /** Milliseconds without a change before a round starts. */
  debounce?: string;
  /** A folder without plugins/ may remove the tenant's plugins (otherwise such a deploy is refused). */
  removePlugins?: boolean;
  /** Without --url: the port of the server started in this process. */
  port?: string;
}

interface Target {
  client: InsuiteClient;
  locator: string;
  name: string;
  /** Made from the folder just now (its configuration and tables): the first round has nothing to send. */
  created: boolean;
  stop(): Promise<void>;
}

const say = (line: string) => process.stdout.write(`${line}\n`);
const ms = (since: number) => `${Math.round(performance.now() - since)} ms`;
const digest = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');
const bodyDigest = (body: ConfigBody) => digest(body instanceof Uint8Array ? body : JSON.stringify(body));

/** Uploads print nothing themselves: a refusal is told by the round, in its own words. */
const silent: Out = { json: true, result() {}, note() {}, warnings() {} };

/** What a refused deploy or upload said, as configuration problems. */
function problemsOf(err: unknown, file: string): ConfigProblem[] {
  if (err instanceof ApiError) {
    if (!err.errors.length) return [{ path: '', message: err.message, file }];
    return err.errors.map((e) => {
      const severity = e.severity === 'warning' ? ('warning' as const) : ('error' as const);
      // A problem in a file of its own (a plugin's source) names it and its line.
      return e.file !== undefined
        ? {
            path: '',
            message: e.message,
            severity,
            file: e.file,
            ...(e.line !== undefined ? { line: e.line } : {}),
          }
        : { path: e.location, message: e.message, severity, file };
    });
  }
  if (err instanceof UsageError) return [{ path: '', message: err.message, file, ...jsonLine(err.message) }];
  if (err instanceof NetworkError) return [{ path: '', message: `cannot reach the server: ${err.message}` }];
  throw err;
}

/** The line a malformed-JSON message names (`… is not valid JSON at line 3, column 5: …`). */
function jsonLine(message: string): { line?: number } {
  const m = /\bat line (\d+), column \d+/.exec(message);
  return m ? { line: Number(m[1]) } : {};
}

/**
 * A deploy's problem (`exposures.Dwelling.data.county`, its message) as a problem of config.json,
 * at the line of its path in `text` (the file as sent) when it has one.
 */
function deployProblem(p: Schema<'ProblemItem'>, lines?: ReturnType<typeof jsonLines>): ConfigProblem {
  const line = p.line ?? (p.location ? lines?.lineOf(p.location) : undefined);
  return {
    path: p.location,
    message: p.message,
    severity: p.severity === 'warning' ? 'warning' : 'error',
    file: p.file ?? 'config.json',
    ...(line !== undefined ? { line } : {}),
  };
}

/** The text of the folder's config.json, for the lines of what a deploy says about it. */
function configLines(dir: string): ReturnType<typeof jsonLines> | undefined {
  try {
    return jsonLines(readFileSync(join(dir, 'config.json'), 'utf8'));
  } catch {
    return undefined;
  }
}

/** The files of the folder's plugins/ by path from the folder (`plugins/index.ts`). */
function pluginSources(dir: string): Map<string, Uint8Array> | undefined {
  const root = join(dir, 'plugins');
  if (!existsSync(root) || !statSync(root).isDirectory()) return undefined;
  const out = new Map<string, Uint8Array>();
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      if (e.name === 'node_modules' || out.size > 1000) continue;
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.isFile()) out.set(relative(dir, p).split(sep).join('/'), readFileSync(p));
    }
  };
  walk(root);
  return out;
}

/** Whether the check said TypeScript is not installed: once is enough. */
let typescriptMissingSaid = false;

/**
 * The type errors of the folder's TypeScript plugins against the configuration's own types, as
 * `insuite config check` finds them; none when the configuration does not read (the deploy says
 * why) or TypeScript is not installed (said once).
 */
async function pluginTypeProblems(dir: string): Promise<ConfigProblem[]> {
  const plugins = pluginSources(dir);
  if (!plugins) return [];
  let config: Record<string, unknown>;
  try {
    config = configAt(dir);
  } catch {
    return [];
  }
  const { checkPluginTypes } = await import('./type-check-cache.js');
  let problems: ConfigProblem[];
  try {
    problems = await checkPluginTypes({ config, plugins }, dir);
  } catch {
    // A configuration the deploy refuses has no types to check against; the deploy says why.
    return [];
  }
  const missing = problems.filter((p) => p.severity === 'warning');
  if (missing.length && typescriptMissingSaid) return [];
  if (missing.length) typescriptMissingSaid = true;
  return problems;
}

function printProblems(problems: readonly ConfigProblem[]): void {
  for (const p of problems) say(problemLine(p));
}

/** A server in this process, its database in memory, with the folder's tenant on it. */
async function memoryTarget(dir: string, name: string, port: number | undefined): Promise<Target> {
  // Loaded only here: the other commands need no server.
  const { startInsuite } = await import('../testing/start.js');
  const server = await startInsuite(port !== undefined ? { port } : {});
  try {
    const t = await seedTenant(server.client, name, dir, { group: 'dev-tables' });
    say('insuite dev: a server inside this process, its database in memory: forgotten when this stops.');
    say(`INSUITE_URL=${server.url}`);
    say(`INSUITE_TOKEN=${server.adminToken}`);
    say(`INSUITE_TENANT=${t.locator}`);
    return { client: server.client, locator: t.locator, name: t.name, created: true, stop: server.stop };
  } catch (err) {
    await server.stop();
    throw err;
  }
}

/** The tenant named on the server of --url; created from the folder when no tenant has that name. */
async function remoteTarget(dir: string, globals: GlobalOptions, ref: string): Promise<Target> {
  const { client } = connect(globals);
  const stop = () => Promise.resolve();
  const named = await tenantsNamed(client, ref);
  if (!named.length && !/^[0-9a-f-]{36}$/i.test(ref)) {
    const t = await seedTenant(client, ref, dir, { group: 'dev-tables' });
    say(`insuite dev: created tenant ${t.name} (${t.locator})`);
    return { client, locator: t.locator, name: t.name, created: true, stop };
  }
  const locator = await tenantLocator(client, ref);
  return { client, locator, name: named[0]?.name ?? ref, created: false, stop };
}

export async function dev(path: string, opts: DevOptions, globals: GlobalOptions): Promise<number> {
  const dir = resolve(path);
  if (!statSync(dir, { throwIfNoEntry: false })?.isDirectory())
    throw new UsageError(`${path} is not a folder`);
  const debounce = Number(opts.debounce ?? '100');
  if (!Number.isFinite(debounce) || debounce < 0) throw new UsageError('--debounce must be milliseconds');
  if (globals.url !== undefined && opts.tenant === undefined)
    throw new UsageError('--url needs --tenant NAME: the tenant to keep in step with the folder');
  if (globals.url !== undefined && opts.port !== undefined)
    throw new UsageError('--port is the port of the server dev starts; with --url there is none');
  // PORT as `npm start` and `insuite serve` read it; --port before it.
  const portFrom = opts.port !== undefined ? '--port' : 'PORT';
  const portText = opts.port ?? (globals.url === undefined ? process.env.PORT || undefined : undefined);
  const port = portText === undefined ? undefined : Number(portText);
  if (port !== undefined && !(Number.isInteger(port) && port > 0 && port < 65536))
    throw new UsageError(`${portFrom} must be a port number (1 to 65535), not ${portText}`);
  const typesFile = opts.types === undefined ? undefined : resolve(opts.types);
  // What the tenant holds: the configuration sent last, and each table's CSV sent last.
  let deployed: string | undefined;
  /** Whether the last round was refused: the next one that is not says so, even if it sent nothing. */
  let failing = false;
  const uploaded = new Map<string, string>();
  const sentConfig = () => {
    try {
      return bodyDigest(readConfig(dir));
    } catch {
      return undefined;
    }
  };
  const readTables = () => new Map(csvFiles(dir).map((f) => [f, digest(readFileSync(f))]));

  // Watch first, so that a save made while the tenant is being made is not missed.
  let timer: NodeJS.Timeout | undefined;
  let firstChange: number | undefined;
  let round: Promise<void> | undefined;
  let again = false;
  let stopping = false;
  let rootGone: ((err: Error) => void) | undefined;
  const watcher = watchFolder(
    dir,
    (file) => {
      if (stopping || file === typesFile) return;
      firstChange ??= performance.now();
      clearTimeout(timer);
      timer = setTimeout(kick, debounce);
    },
    (err) => rootGone?.(err),
  );

  const config0 = sentConfig();
  const tables0 = readTables();
  let target: Target;
  try {
    target =
      globals.url === undefined
        ? await memoryTarget(dir, opts.tenant ?? basename(dir), port)
        : await remoteTarget(dir, globals, opts.tenant!);
  } catch (err) {
    watcher.close();
    throw err;
  }
  const fresh = target.created;
  if (fresh) {
    // The tenant was just made from the folder as it was read above: the first round sends none
    // of it again.
    deployed = config0;
    for (const [f, d] of tables0) uploaded.set(f, d);
  }

  /**
   * Says why the configuration was refused: as `insuite config check` finds it (the deploy's own
   * checks, each problem with its file and line), or in the server's words when the check finds
   * nothing (what only the tenant's state shows, such as a bootstrap naming a missing resource).
   */
  async function refused(fromServer: ConfigProblem[]): Promise<void> {
    let problems = fromServer;
    try {
      const checked = await checkConfigPath(path);
      if (!isValid(checked)) problems = checked;
    } catch {
      // What the server said stands.
    }
    printProblems(problems);
    say(`refused: ${problemSummary(problems)}; ${target.name} keeps its configuration`);
    failing = true;
  }

  async function deploy(body: ConfigBody): Promise<boolean> {
    const started = performance.now();
    try {
      const r = await target.client.deployConfigZip({
        tenantLocator: target.locator,
        ...(opts.removePlugins ? { removePlugins: true } : {}),
        body,
      });
      const result = r.deploymentResult;
      const lines = configLines(dir);
      const problems = (result.problems ?? []).map((p) => deployProblem(p, lines));
      if (!result.isSuccess) {
        await refused(problems);
        return false;
      }
      printProblems(problems);
      say(`deployed the configuration to ${target.name} (${ms(started)})`);
      return true;
    } catch (err) {
      await refused(problemsOf(err, 'config.json'));
      return false;
    }
  }

  async function upload(files: string[]): Promise<boolean> {
    const started = performance.now();
    const conn = { client: target.client, track() {} };
    const sent = new Map(files.map((f) => [basename(f), { file: f, digest: digest(readFileSync(f)) }]));
    const refused: ConfigProblem[] = [];
    const onRefused = (file: string, err: ApiError) => refused.push(...problemsOf(err, file));
    try {
      // The folder is the tenant's source: its tables are replaced in place on every save.
      const { results } = await uploadTables(conn, silent, target.locator, dir, {
        files,
        onRefused,
        replace: true,
      });
      for (const r of results) {
        const { file, digest } = sent.get(r.file)!;
        uploaded.set(file, digest);
        say(`uploaded ${r.file} to ${r.table} (${r.action}, ${ms(started)})`);
      }
      const created = results.filter((r) => r.action === 'created').map((r) => r.table);
      // A table new to the tenant is found by static name once a group holds it.
      if (created.length) {
        await target.client.createResourceGroup({
          tenantLocator: target.locator,
          body: {
            name: `dev-tables-${Date.now()}`,
            selectionStartTime: '2000-01-01T00:00:00Z',
            resourceNames: created,
          },
        });
      }
    } catch (err) {
      refused.push(...problemsOf(err, relative(dir, files[0]!)));
    }
    if (refused.length) {
      printProblems(refused);
      say(`refused: ${problemSummary(refused)}; ${target.name} keeps those tables as they were`);
    }
    return !refused.length;
  }

  function writeTypesFile(): void {
    if (typesFile === undefined) return;
    try {
      writeTypes(typesFile, typesOf(configAt(dir), path));
      say(`wrote ${relative(process.cwd(), typesFile)}`);
    } catch (err) {
      printProblems(problemsOf(err, 'config.json'));
    }
  }

  /** One round: the configuration if it changed, then the tables that changed, then the types. */
  async function sync(): Promise<void> {
    const since = firstChange ?? performance.now();
    firstChange = undefined;
    let body: ConfigBody;
    try {
      body = readConfig(dir);
    } catch (err) {
      await refused(problemsOf(err, 'config.json'));
      return;
    }
    const key = bodyDigest(body);
    let changed = false;
    let typeErrors: ConfigProblem[] = [];
    if (key !== deployed) {
      // The plugins against the configuration's types, as `config check` finds them: the deploy
      // only strips types, so a misspelt table or charge would otherwise deploy unseen.
      typeErrors = await pluginTypeProblems(dir);
      if (!(await deploy(body))) return;
      deployed = key;
      changed = true;
      printProblems(typeErrors);
    }
    const stale = [...readTables()].filter(([f, d]) => uploaded.get(f) !== d).map(([f]) => f);
    const tablesSent = !stale.length || (await upload(stale));
    if (changed) writeTypesFile();
    if (!tablesSent) {
      failing = true;
      return;
    }
    const typeNote = isValid(typeErrors)
      ? ''
      : `; the plugins have ${problemSummary(typeErrors.filter((p) => p.severity !== 'warning'))} of types (above)`;
    if (changed || stale.length) say(`up to date (${ms(since)} after the save)${typeNote}`);
    else if (failing) say(`up to date: ${target.name} holds this folder already`);
    failing = false;
  }

  function kick(): void {
    if (round) {
      again = true;
      return;
    }
    round = (async () => {
      do {
        again = false;
        try {
          await sync();
        } catch (err) {
          // The folder went away, say: said, and the next save tries again.
          say(`insuite dev: ${err instanceof Error ? err.message : String(err)}`);
        }
      } while (again && !stopping);
    })().finally(() => (round = undefined));
  }

  // A tenant just made from the folder holds it; one on the server of --url is brought up to date
  // (its configuration and every table) by a first round.
  if (fresh) {
    writeTypesFile();
    // The first check loads TypeScript and the declarations it checks against; done now, the first
    // save does not wait for it. What it finds is said now too.
    const found = await pluginTypeProblems(dir);
    printProblems(found);
  } else kick();
  // The signals are taken before the line that says dev is ready: whoever starts dev and stops it
  // on that line (a script, a test) may send one as soon as it is written, before the next
  // statement runs, and a signal with no listener ends the process unannounced.
  const stopped = new Promise<number>((done) => {
    const stop = () => {
      if (stopping) return;
      stopping = true;
      clearTimeout(timer);
      watcher.close();
      void (async () => {
        await round;
        await target.stop();
        say('insuite dev: stopped');
        done(0);
      })();
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
    rootGone = (err) => {
      say(`insuite dev: cannot watch ${path} any more: ${err.message}`);
      stop();
    };
  });
  say(`watching ${relative(process.cwd(), dir) || '.'} (Ctrl-C stops)`);
  return stopped;
}
