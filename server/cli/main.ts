#!/usr/bin/env node
// The insuite command line: admin chores over the SDK. Exit codes: 0 done, 1 the server refused,
// 2 bad arguments or files, 3 no answer from the server. --json prints one JSON document.
import { readFileSync } from 'node:fs';
import { ApiError, type Permission } from '@insuite/client';
import { Command, CommanderError, Option } from 'commander';
import {
  connect,
  refusedTokenHint,
  tenantLocator,
  tenantRefs,
  tenantsNamed,
  type GlobalOptions,
} from './connect.js';
import { backupCommand } from './backup.js';
import { addControlsCommands } from './controls.js';
import { dev, type DevOptions } from './dev.js';
import { addConfigCommands } from './check.js';
import { addDirectoryCommands } from './directory.js';
import { csvFiles, readConfig } from './files.js';
import { addLogsCommand } from './logs.js';
import { exportTenant, importTenant } from './move.js';
import { EXIT, output, plural, report, UsageError } from './output.js';
import { serve } from './serve.js';
import { checkFrom, fromTime, uploadSummary, uploadTables, type StagedGroup } from './tables.js';
import { configAt, deployedConfig, typesOf, writeTypes } from './types.js';

// A reader that stopped reading (`insuite --help | head`) wants nothing more: end quietly, as cat does.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (err: NodeJS.ErrnoException) => {
    if (err.code === 'EPIPE') process.exit(0);
    throw err;
  });
}

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

const program = new Command('insuite')
  .description('Administer an insuite server: tenants, configurations, tables, users, roles, tokens, moves.')
  .version(pkg.version)
  .option('--url <url>', 'server URL (env INSUITE_URL)', undefined)
  .option('--token <token>', 'bearer token (env INSUITE_TOKEN; else ./data/admin-token)')
  .option('--json', 'print results as JSON, for scripts')
  .option('--timeout <seconds>', 'time limit of each request', '120')
  .showHelpAfterError()
  .addHelpText(
    'after',
    '\nExit codes: 0 done, 1 the server refused, 2 bad arguments or files, 3 no answer from the server.',
  )
  .exitOverride();

const globals = (): GlobalOptions => program.opts<GlobalOptions>();
const out = () => output(!!globals().json);

/** Runs a command body and turns its failure into a report and an exit code. */
const run =
  <A extends unknown[]>(body: (...args: A) => Promise<number | void>) =>
  async (...args: A): Promise<void> => {
    try {
      process.exitCode = (await body(...args)) ?? EXIT.ok;
    } catch (err) {
      process.exitCode = report(err, !!globals().json);
      if (err instanceof ApiError && err.status === 401 && !globals().json)
        process.stderr.write(`insuite: ${refusedTokenHint(globals())}\n`);
    }
  };

program
  .command('serve')
  .description('Run the server of this insuite checkout, else of the installed package (as npm start does)')
  .option('--port <port>', 'port to listen on (env PORT)')
  .option('--data-dir <dir>', 'SQLite database and admin token (env INSUITE_DATA_DIR)')
  .option('--database-url <url>', 'postgres:// URL instead of SQLite (env DATABASE_URL)')
  .option('--checkout <dir>', 'the insuite checkout to run (default: the one around this folder)')
  .option('--processes <n>', 'server processes: a number, or auto for one per CPU (env INSUITE_PROCESSES)')
  .option('--memory', 'a throwaway server: database in memory, forgotten on exit; prints its URL and token')
  .option(
    '--seed <dir>',
    'with --memory: create the tenant of this configuration folder, its tables and a group',
  )
  .option('--tenant <name>', 'with --seed: the tenant name (default: the folder name)')
  .action(run(async (opts: Parameters<typeof serve>[0]) => serve(opts)));

program
  .command('backup <file>')
  .description('Copy the SQLite database of a server, running or not, to a new FILE (PostgreSQL: pg_dump)')
  .option('--data-dir <dir>', "the server's data folder (env INSUITE_DATA_DIR)")
  .option('--checkout <dir>', 'the insuite checkout (default: the one around this folder)')
  .action(
    run(async (file: string, opts: { dataDir?: string; checkout?: string }) =>
      backupCommand('backup', file, { ...opts, json: !!globals().json }),
    ),
  );

program
  .command('restore <file>')
  .description('Put a backup in place as the SQLite database of a stopped server (PostgreSQL: pg_restore)')
  .option('--data-dir <dir>', "the server's data folder (env INSUITE_DATA_DIR)")
  .option('--force', 'replace the database there (it is kept beside, renamed)')
  .option('--checkout <dir>', 'the insuite checkout (default: the one around this folder)')
  .action(
    run(async (file: string, opts: { dataDir?: string; checkout?: string; force?: boolean }) =>
      backupCommand('restore', file, { ...opts, json: !!globals().json }),
    ),
  );

const tenant = program.command('tenant').description('Tenants');
tenant
  .command('create <name>')
  .description('Create a tenant from a configuration: a .json file, a .zip, or a folder holding config.json')
  .requiredOption('--config <path>', 'FILE.json, FILE.zip or DIR')
  .addOption(new Option('--type <type>', 'tenant type').choices(['test', 'production']))
  .option('--description <text>', 'a description')
  .action(
    run(
      async (name: string, opts: { config: string; type?: 'test' | 'production'; description?: string }) => {
        const body = readConfig(opts.config);
        const { client } = connect(globals());
        const r = await client.createTenant({
          name,
          ...(opts.type ? { type: opts.type } : {}),
          ...(opts.description ? { description: opts.description } : {}),
          body,
        });
        const o = out();
        const namesakes = (await tenantsNamed(client, name)).filter((t) => t.locator !== r.locator);
        // Said with --json too, in the document: a script is as lost as a person with two of a name.
        const note = namesakes.length
          ? `${namesakes.length} other tenant${namesakes.length > 1 ? 's are' : ' is'} named "${name}" ` +
            `(${namesakes.map((t) => t.locator).join(', ')}); give this one by its locator`
          : undefined;
        o.result(note ? { ...r, note } : r, `Created tenant ${r.name}: ${r.locator}`);
        o.warnings(r.deploymentResult.warnings);
        if (note) o.note(`note: ${note}`);
      },
    ),
  );

program
  .command('deploy <tenant>')
  .description('Deploy a configuration to a tenant (by name or locator); nothing changes if it is invalid')
  .requiredOption('--config <path>', 'FILE.json, FILE.zip or DIR')
  .option(
    '--remove-plugins',
    'deploy even though the configuration carries no plugins/ and the tenant has plugins: they are removed',
  )
  .action(
    run(async (ref: string, opts: { config: string; removePlugins?: boolean }) => {
      const body = readConfig(opts.config);
      const { client } = connect(globals());
      const t = await tenantLocator(client, ref);
      const r = await client.deployConfigZip({
        tenantLocator: t,
        ...(opts.removePlugins ? { removePlugins: true } : {}),
        body,
      });
      const result = r.deploymentResult;
      const o = out();
      if (!result.isSuccess) {
        const lines = (result.errors ?? []).map((e) => `  ${typeof e === 'string' ? e : JSON.stringify(e)}`);
        o.result(r, `Deployment refused; nothing changed:\n${lines.join('\n')}`);
        o.warnings(result.warnings);
        return EXIT.refused;
      }
      const plugins = Object.keys(result.metadata.implementedPlugins);
      o.result(
        r,
        `Deployed to ${r.name} (${r.locator}); plugins: ${plugins.length ? plugins.join(', ') : 'none'}`,
      );
      o.warnings(result.warnings);
    }),
  );

program
  .command('tables')
  .description('Rating and constraint tables')
  .command('upload <dir>')
  .description('Upload each CSV of DIR to the table its name declares (territory-rates.csv → TerritoryRates)')
  .requiredOption('--tenant <tenant>', 'tenant name or locator')
  .option('--progress', 'show a progress bar for every file (always shown above 1 MB)')
  .option(
    '--group <name>',
    'a dated version: each table as a new instance, in a new resource group of that name (the tables in force stay)',
  )
  .option(
    '--from <date>',
    "with --group: when it takes effect, a date (midnight in the tenant's time zone) or an RFC 3339 time; default now",
  )
  .option('--replace', 'replace tables that a resource group holds (rates in force) in place')
  .action(
    run(
      async (
        dir: string,
        opts: { tenant: string; progress?: boolean; group?: string; from?: string; replace?: boolean },
      ) => {
        if (opts.from !== undefined && !opts.group) throw new UsageError('--from needs --group');
        if (opts.group !== undefined && opts.replace)
          throw new UsageError(
            '--group stages new versions beside the tables in force, --replace overwrites them: give one',
          );
        if (opts.from !== undefined) checkFrom(opts.from);
        csvFiles(dir);
        const conn = connect(globals());
        const { client } = conn;
        const t = await tenantLocator(client, opts.tenant);
        const o = out();
        let staged: StagedGroup | undefined;
        if (opts.group !== undefined) {
          for await (const g of client.paginate('fetchResourceGroups', {
            tenantLocator: t,
            excludeRetired: false,
          }))
            if (g.name === opts.group)
              throw new UsageError(
                `a resource group named ${g.name} exists already (${g.locator}, in force from ${g.selectionStartTime}` +
                  `${g.retired ? ', retired' : ''}); a dated version needs a group of its own: choose another --group; ` +
                  'nothing was uploaded',
              );
          const zone = (await client.fetchConfigDefinition({ tenantLocator: t })).defaultTimeZone ?? 'UTC';
          staged = {
            name: opts.group,
            from: opts.from === undefined ? new Date().toISOString() : fromTime(opts.from, zone),
          };
        }
        const { results, failed } = await uploadTables(conn, o, t, dir, {
          ...opts,
          ...(staged ? { group: staged.name } : {}),
        });
        let group: { name: string; locator: string; selectionStartTime: string } | undefined;
        if (staged && failed) {
          o.note(
            `the resource group ${staged.name} was not made, since not every table was taken: the tables in force ` +
              'are unchanged, and what was uploaded is in no group; fix the files and run the same command again',
          );
        } else if (staged && results.length) {
          const g = await client.createResourceGroup({
            tenantLocator: t,
            body: {
              name: staged.name,
              selectionStartTime: staged.from,
              resourceNames: results.map((r) => r.instance),
            },
          });
          group = { name: g.name, locator: g.locator, selectionStartTime: g.selectionStartTime };
          o.note(
            `resource group ${g.name} (${g.locator}) holds ${results.map((r) => r.instance).join(', ')}, ` +
              `in force from ${g.selectionStartTime}`,
          );
        } else {
          const loose = results.filter((r) => r.action === 'created').map((r) => r.instance);
          if (loose.length)
            o.note(
              `note: ${loose.join(', ')} ${loose.length > 1 ? 'are' : 'is'} in no resource group: lookups by ` +
                'static name find a table once a group holds it (upload with --group NAME --from DATE)',
            );
        }
        o.result({ uploaded: results, failed, ...(group ? { group } : {}) }, uploadSummary(results));
        return failed ? EXIT.refused : EXIT.ok;
      },
    ),
  );

program
  .command('types [path]')
  .description(
    "Write the TypeScript types of a configuration (folder, .json or .zip), or of a tenant's deployed one",
  )
  .option('--out <file>', 'the module to write (default: standard output)')
  .option('--tenant <tenant>', 'read the configuration deployed to this tenant (name or locator) instead')
  .action(
    run(async (path: string | undefined, opts: { out?: string; tenant?: string }) => {
      if ((path === undefined) === (opts.tenant === undefined))
        throw new UsageError('give a configuration PATH or --tenant, not both');
      let text: string;
      if (opts.tenant !== undefined) {
        const { config, locator } = await deployedConfig(connect(globals()).client, opts.tenant);
        text = typesOf(config, `the configuration deployed to tenant ${locator}`);
      } else {
        text = typesOf(configAt(path!), path!);
      }
      writeTypes(opts.out, text);
      if (opts.out !== undefined) out().note(`wrote ${opts.out}`);
    }),
  );

program
  .command('dev <path>')
  .description(
    'Watch a configuration folder and, on every save, deploy it and its plugins and upload changed tables to a tenant',
  )
  .option(
    '--tenant <tenant>',
    'the tenant: on the server of --url (created when no tenant has that name); default the folder name',
  )
  .option('--types <file>', "rewrite this TypeScript module of the configuration's types after every deploy")
  .option('--debounce <ms>', 'quiet time after a save before the tenant is brought up to date', '100')
  .option('--remove-plugins', "let a folder without plugins/ remove the tenant's plugins (refused otherwise)")
  .option('--port <port>', 'without --url: the port of the server it starts (env PORT; default: a free one)')
  .addHelpText(
    'after',
    '\nWithout --url it starts a server inside this process, its database in memory, and prints its URL and token.\nCtrl-C stops it.',
  )
  .action(run(async (path: string, opts: DevOptions) => dev(path, opts, globals())));

const token = program.command('token').description('Auth tokens');
token
  .command('create')
  .description('Make an auth token of the current user, with chosen permissions and tenants')
  .requiredOption('--name <name>', 'a name, unique among your tokens')
  .requiredOption('--permissions <list>', 'comma-separated grants, e.g. tables.read,metrics.read')
  .option('--tenants <list>', 'comma-separated tenant names or locators, "any" or "type:test"', 'any')
  .option('--days <n>', 'days until it expires', '365')
  .action(
    run(async (opts: { name: string; permissions: string; tenants: string; days: string }) => {
      const days = Number(opts.days);
      if (!Number.isFinite(days) || days <= 0) throw new UsageError('--days must be a positive number');
      const list = (s: string) =>
        s
          .split(',')
          .map((x) => x.trim())
          .filter(Boolean);
      const expiresAt = new Date(Date.now() + days * 86_400_000).toISOString();
      const { client } = connect(globals());
      const token = await client.createAuthToken({
        body: {
          name: opts.name,
          // Typed by the SDK, checked by the server: an unknown name is refused with the nearest one.
          permissions: list(opts.permissions) as Permission[],
          tenants: await tenantRefs(client, list(opts.tenants)),
          expiresAt,
        },
      });
      out().result({ token, name: opts.name, expiresAt }, token);
    }),
  );

addDirectoryCommands(program, { tenant, token }, { run, connect: () => connect(globals()).client, out });
addControlsCommands(program, { run, connect: () => connect(globals()).client, out });
addLogsCommand(program, { run, connect: () => connect(globals()).client, out });
addConfigCommands(program, { run, json: () => !!globals().json });

program
  .command('export <tenant> <dir>')
  .description(
    'Write a tenant (configuration, plugins, every resource, resource groups) into an empty folder',
  )
  .action(
    run(async (ref: string, dir: string) => {
      const { client } = connect(globals());
      const t = await tenantLocator(client, ref);
      const r = await exportTenant(client, t, dir);
      out().result(
        { tenant: t, dir, ...r },
        `Exported the configuration, ${plural(r.pluginFiles, 'plugin file')}, ${plural(r.resources, 'resource')} ` +
          `and ${plural(r.groups, 'resource group')} to ${dir}`,
      );
    }),
  );

program
  .command('import <dir>')
  .description('Create a tenant from an export folder, with its plugins, resources and groups')
  .option('--name <name>', 'tenant name (default: the exported one)')
  .option('--rename', 'if a tenant has that name already, take the first free NAME-2, NAME-3, …')
  .action(
    run(async (dir: string, opts: { name?: string; rename?: boolean }) => {
      const { client } = connect(globals());
      const r = await importTenant(client, dir, opts);
      const o = out();
      o.result(
        r,
        `Imported tenant ${r.name}: ${r.locator} (${plural(r.pluginFiles, 'plugin file')}, ` +
          `${plural(r.resources, 'resource')}, ${plural(r.groups, 'resource group')})`,
      );
      o.warnings(r.warnings);
    }),
  );

// Commander checks required options before it looks for unknown ones, so a typo in a required
// option (`--confg`) would be answered "required option '--config' not specified". Checked here
// instead, once every option given is known: a typo gets commander's "Did you mean --config?".
const requiredOptions = new Map<Command, Option[]>();
const collectRequired = (cmd: Command) => {
  const mandatory = cmd.options.filter((o) => o.mandatory);
  for (const o of mandatory) o.mandatory = false;
  if (mandatory.length) requiredOptions.set(cmd, mandatory);
  cmd.commands.forEach(collectRequired);
};
collectRequired(program);
program.hook('preAction', (_program, command) => {
  for (const o of requiredOptions.get(command) ?? [])
    if (command.getOptionValue(o.attributeName()) === undefined)
      command.error(`error: required option '${o.flags}' not specified`, {
        code: 'commander.missingMandatoryOptionValue',
      });
});

try {
  await program.parseAsync();
} catch (err) {
  if (err instanceof CommanderError) {
    // --help and --version end here too, with code 0.
    process.exitCode = err.exitCode === 0 ? EXIT.ok : EXIT.usage;
  } else {
    process.exitCode = report(err, !!globals().json);
  }
}
