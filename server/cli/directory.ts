// Who and what is on the server: `tenant list`, `user create|list`, `role create|list` and
// `token list`, so that setting a server up needs no hand-written HTTP.
import { readFileSync } from 'node:fs';
import type { Command } from 'commander';
import type { InsuiteClient, Permission } from '@insuite/client';
import { tenantRefs } from './connect.js';
import { expiry, table, UsageError, wrapped, type Out } from './output.js';
import { didYouMean } from './suggest.js';

/** What the commands of main.ts share: the failure handling, the client and the output. */
export interface CommandKit {
  run: <A extends unknown[]>(body: (...args: A) => Promise<number | void>) => (...args: A) => Promise<void>;
  connect: () => InsuiteClient;
  out: () => Out;
}

/** A comma-separated option as a list, blanks dropped. */
export const list = (s: string | undefined): string[] =>
  (s ?? '')
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);

const joined = (xs: readonly string[] | undefined) => (xs?.length ? xs.join(',') : '-');

/** The password of `user create`: --password, or the first line of standard input with --password-stdin. */
function password(opts: { password?: string; passwordStdin?: boolean }): string | undefined {
  if (opts.password !== undefined && opts.passwordStdin)
    throw new UsageError('give --password or --password-stdin, not both');
  if (!opts.passwordStdin) return opts.password;
  const line = readFileSync(0, 'utf8').split(/\r?\n/)[0] ?? '';
  if (!line) throw new UsageError('--password-stdin read no password from standard input');
  return line;
}

/** Refuses role names the server does not hold, before anything is written, with the nearest one. */
async function checkRoles(client: InsuiteClient, names: string[]): Promise<void> {
  const known = new Set<string>();
  for await (const r of client.paginate('fetchRoles', {})) known.add(r.name);
  const unknown = names.filter((n) => !known.has(n));
  if (unknown.length) {
    throw new UsageError(unknown.map((n) => `No role named "${n}"${didYouMean(n, known)}`).join('\n'));
  }
}

export function addDirectoryCommands(
  program: Command,
  groups: { tenant: Command; token: Command },
  { run, connect, out }: CommandKit,
): void {
  groups.tenant
    .command('list')
    .description('List the tenants, oldest first, with their locators')
    .option('--type <types>', 'only these types, comma-separated: test, production, retired')
    .action(
      run(async (opts: { type?: string }) => {
        const types = list(opts.type);
        const bad = types.filter((t) => !['test', 'production', 'retired'].includes(t));
        if (bad.length)
          throw new UsageError(`--type takes test, production or retired, not ${bad.join(', ')}`);
        const client = connect();
        const tenants = [];
        const args = types.length ? { type: types as ('test' | 'production' | 'retired')[] } : {};
        for await (const t of client.paginate('fetchTenants', args)) tenants.push(t);
        out().result(
          tenants,
          tenants.length
            ? table(
                ['Name', 'Locator', 'Type', 'Created'],
                tenants.map((t) => [t.name, t.locator, t.type, t.createdAt]),
              )
            : 'No tenants.',
        );
      }),
    );

  groups.token
    .command('list')
    .description('List your auth tokens (names, permissions, tenants, expiry; never their values)')
    .action(
      run(async () => {
        const tokens = await connect().fetchAuthTokens();
        out().result(
          tokens,
          tokens.length
            ? table(
                ['Name', 'Permissions', 'Tenants', 'Expires'],
                tokens.map((t) => [t.name, joined(t.permissions), joined(t.tenants), expiry(t.expiresAt)]),
              )
            : 'No tokens.',
        );
      }),
    );

  const user = program.command('user').description('Users');
  user
    .command('create <userName>')
    .description('Create a user who signs in with a password (an email address as user name)')
    .requiredOption('--first-name <name>', 'first name')
    .requiredOption('--last-name <name>', 'last name')
    .option('--password <password>', 'a password satisfying the password policy (seen by other local users)')
    .option('--password-stdin', 'read the password from the first line of standard input')
    .option('--roles <list>', 'comma-separated role names, e.g. rater')
    .option('--tenants <list>', 'comma-separated tenant names or locators, "any" or "type:test"')
    .action(
      run(
        async (
          userName: string,
          opts: {
            firstName: string;
            lastName: string;
            password?: string;
            passwordStdin?: boolean;
            roles?: string;
            tenants?: string;
          },
        ) => {
          const secret = password(opts);
          const client = connect();
          if (opts.roles !== undefined) await checkRoles(client, list(opts.roles));
          const u = await client.createUser({
            body: {
              userName,
              firstName: opts.firstName,
              lastName: opts.lastName,
              ...(secret !== undefined ? { password: secret } : {}),
              ...(opts.roles !== undefined ? { roles: list(opts.roles) } : {}),
              ...(opts.tenants !== undefined
                ? { tenants: await tenantRefs(client, list(opts.tenants)) }
                : {}),
            },
          });
          const o = out();
          o.result(u, `Created user ${u.userName}: ${u.locator}`);
          if (secret === undefined) o.note('note: without a password the user starts disabled');
        },
      ),
    );
  user
    .command('password <userName>')
    .description(
      "Set a user's password (the server's admin, admin@insuite.local, has none until given one here)",
    )
    .option('--password <password>', 'a password satisfying the password policy (seen by other local users)')
    .option('--password-stdin', 'read the password from the first line of standard input')
    .action(
      run(async (userName: string, opts: { password?: string; passwordStdin?: boolean }) => {
        const secret = password(opts);
        if (secret === undefined) throw new UsageError('give the password: --password or --password-stdin');
        const client = connect();
        const names: string[] = [];
        let locator: string | undefined;
        for await (const u of client.paginate('fetchMultipleUsers', {})) {
          names.push(u.userName);
          if (u.userName.toLowerCase() === userName.toLowerCase()) locator = u.locator;
        }
        if (locator === undefined)
          throw new UsageError(`No user named "${userName}"${didYouMean(userName, names)}`);
        await client.resetUserPassword({ locator, body: secret });
        out().result({ userName, locator }, `Set the password of ${userName}`);
      }),
    );
  user
    .command('list')
    .description('List the users, in creation order')
    .action(
      run(async () => {
        const client = connect();
        const users = [];
        for await (const u of client.paginate('fetchMultipleUsers', {})) users.push(u);
        out().result(
          users,
          table(
            ['User', 'Name', 'Roles', 'Tenants', 'Locator'],
            users.map((u) => [
              u.userName,
              `${u.firstName} ${u.lastName}`.trim(),
              joined(u.roles),
              joined(u.tenants),
              u.locator,
            ]),
          ),
        );
      }),
    );

  const role = program.command('role').description('Roles');
  role
    .command('create <name>')
    .description('Create a role granting permissions (see GET /auth/permissions for the valid ones)')
    .requiredOption('--permissions <list>', 'comma-separated grants, e.g. tables.read,users.custom')
    .option('--description <text>', 'a description')
    .action(
      run(async (name: string, opts: { permissions: string; description?: string }) => {
        // Typed by the SDK, checked by the server: an unknown name is refused with the nearest one.
        const permissions = list(opts.permissions) as Permission[];
        if (!permissions.length) throw new UsageError('--permissions names no permission');
        const r = await connect().createRole({
          body: { name, permissions, description: opts.description ?? '' },
        });
        out().result(r, `Created role ${r.name}: ${r.permissions.join(', ')}`);
      }),
    );
  role
    .command('list')
    .description('List the roles (built-in and created) with the permissions each grants')
    .action(
      run(async () => {
        const client = connect();
        const roles = [];
        for await (const r of client.paginate('fetchRoles', {})) roles.push(r);
        out().result(
          roles,
          table(
            ['Role', 'Permissions', 'Description'],
            roles.map((r) => [
              r.name,
              r.permissions.length ? wrapped(r.permissions) : '-',
              r.description ?? '',
            ]),
          ),
        );
      }),
    );
}
