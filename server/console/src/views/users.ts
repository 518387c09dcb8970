// Users, roles and tokens: list (each user enabled or disabled, with the one action that applies),
// create, enable, disable (a user's credentials removed; a token deleted), and every token's
// permissions shown by security group. A token's value is never shown: a new one can be copied
// once, from a masked field.
import { useState } from 'preact/hooks';
import type { Permission, Schema } from '../../../../client/src/index.js';
import { groupGrants } from '../session.js';
import {
  expiry,
  Field,
  html,
  itemsOf,
  ProblemView,
  Show,
  useAction,
  useLoad,
  type ViewProps,
} from '../ui.js';

const list = (text: FormDataEntryValue | null) =>
  String(text ?? '')
    .split(/[\s,]+/)
    .map((s) => s.trim())
    .filter(Boolean);

/** Permissions as groups: each group with its actions. */
export function Grouped(props: { grants: readonly string[] }) {
  const groups = Object.entries(groupGrants(props.grants)).sort(([a], [b]) => (a < b ? -1 : 1));
  if (!groups.length) return html`<span class="muted">none</span>`;
  return html`<dl class="grants">
    ${groups.map(
      ([g, actions]) =>
        html`<div>
          <dt>${g === '*' ? 'every group' : g}</dt>
          <dd>${actions.map((a) => (a === '*' ? 'every action' : a)).join(', ')}</dd>
        </div>`,
    )}
  </dl>`;
}

function Users(props: ViewProps) {
  const { session } = props;
  const { client } = session;
  const users = useLoad(() => client.fetchMultipleUsers({ extended: false, count: 1000 }).then(itemsOf), []);
  const act = useAction();
  const create = useAction();
  const disable = (u: Schema<'UserResponse'>) =>
    act.run(async () => {
      await client.removeCredentials({ locator: u.locator });
      users.reload();
      return `${u.userName} disabled: its password and tokens are removed.`;
    });
  const enable = (u: Schema<'UserResponse'>) =>
    act.run(async () => {
      await client.enableUser({ locator: u.locator });
      users.reload();
      return `${u.userName} enabled.`;
    });
  const onCreate = (e: Event) => {
    e.preventDefault();
    const form = e.target as HTMLFormElement;
    const d = new FormData(form);
    void create.run(async () => {
      const u = await client.createUser({
        body: {
          userName: String(d.get('userName')),
          firstName: String(d.get('firstName')),
          lastName: String(d.get('lastName')),
          password: String(d.get('password')),
          temporaryPassword: d.get('temporary') === 'on',
          roles: list(d.get('roles')),
          tenants: list(d.get('tenants')),
        },
      });
      form.reset();
      users.reload();
      return `${u.userName} created.`;
    });
  };
  return html`<section aria-labelledby="users-h">
    <h2 id="users-h">Users</h2>
    <${Show} loaded=${users}
      >${(all: Schema<'UserResponse'>[]) =>
        html`<table>
          <caption>
            Users (${all.length})
          </caption>
          <thead>
            <tr>
              <th scope="col">User name</th>
              <th scope="col">Name</th>
              <th scope="col">Roles</th>
              <th scope="col">Tenants</th>
              <th scope="col">Status</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            ${all.map(
              (u) =>
                html`<tr>
                  <td>${u.userName}${u.serviceAccount ? ' (service account)' : ''}</td>
                  <td>${u.firstName} ${u.lastName}</td>
                  <td>${(u.roles ?? []).join(', ')}</td>
                  <td>${u.tenants.join(', ')}</td>
                  <td>${u.enabled ? 'Enabled' : 'Disabled'}</td>
                  <td class="actions">
                    ${!u.enabled && session.can('enableUser') && html`<button type="button" aria-label=${`Enable ${u.userName}`} onClick=${() => enable(u)} disabled=${act.busy}>Enable</button>`}
                    ${u.enabled && session.can('removeCredentials') && html`<button type="button" class="danger" aria-label=${`Disable ${u.userName}`} onClick=${() => disable(u)} disabled=${act.busy}>Disable</button>`}
                  </td>
                </tr>`,
            )}
          </tbody>
        </table>`}<//
    >
    <${ProblemView} error=${act.error} />
    ${act.done && html`<p class="done" role="status">${act.done}</p>`}
    ${
      session.can('createUser') &&
      html`<form class="card" onSubmit=${onCreate} aria-labelledby="create-user">
        <h3 id="create-user">Create a user</h3>
        <${Field} label="User name (an email address)"
          >${(id: string) => html`<input id=${id} name="userName" type="email" required />`}<//
        >
        <${Field} label="First name">${(id: string) => html`<input id=${id} name="firstName" required />`}<//>
        <${Field} label="Last name">${(id: string) => html`<input id=${id} name="lastName" required />`}<//>
        <${Field} label="Password"
          >${(id: string) => html`<input id=${id} name="password" type="password" autocomplete="new-password" required />`}<//
        >
        <${Field} label="Must change the password at first sign-in"
          >${(id: string) => html`<input id=${id} name="temporary" type="checkbox" />`}<//
        >
        <${Field} label="Roles" hint="Role names, separated by commas"
          >${(id: string) => html`<input id=${id} name="roles" />`}<//
        >
        <${Field} label="Tenants" hint="Tenant locators, any or type:test, separated by commas"
          >${(id: string) => html`<input id=${id} name="tenants" />`}<//
        >
        <button type="submit" disabled=${create.busy}>Create the user</button>
        <${ProblemView} error=${create.error} />
        ${create.done && html`<p class="done" role="status">${create.done}</p>`}
      </form>`
    }
  </section>`;
}

function Roles(props: ViewProps) {
  const { session } = props;
  const { client } = session;
  const roles = useLoad(() => client.fetchRoles({ extended: false, count: 1000 }).then(itemsOf), []);
  const create = useAction();
  const onCreate = (e: Event) => {
    e.preventDefault();
    const form = e.target as HTMLFormElement;
    const d = new FormData(form);
    void create.run(async () => {
      const r = await client.createRole({
        body: {
          name: String(d.get('name')),
          description: String(d.get('description')),
          // Checked by the server, which names the nearest valid permission of a misspelt one.
          permissions: list(d.get('permissions')) as Permission[],
        },
      });
      form.reset();
      roles.reload();
      return `Role ${r.name} created.`;
    });
  };
  return html`<section aria-labelledby="roles-h">
    <h2 id="roles-h">Roles</h2>
    <${Show} loaded=${roles}
      >${(all: Schema<'RoleResponse'>[]) =>
        html`<table>
          <caption>
            Roles (${all.length})
          </caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Permissions</th>
            </tr>
          </thead>
          <tbody>
            ${all.map(
              (r) =>
                html`<tr>
                  <td>${r.name}</td>
                  <td><${Grouped} grants=${r.permissions} /></td>
                </tr>`,
            )}
          </tbody>
        </table>`}<//
    >
    ${
      session.can('createRole') &&
      html`<form class="card" onSubmit=${onCreate} aria-labelledby="create-role">
        <h3 id="create-role">Create a role</h3>
        <${Field} label="Role name">${(id: string) => html`<input id=${id} name="name" required />`}<//>
        <${Field} label="Description">${(id: string) => html`<input id=${id} name="description" />`}<//>
        <${Field} label="Permissions" hint="group.action, separated by commas (e.g. tables.read, events.*)"
          >${(id: string) => html`<input id=${id} name="permissions" required />`}<//
        >
        <button type="submit" disabled=${create.busy}>Create the role</button>
        <${ProblemView} error=${create.error} />
        ${create.done && html`<p class="done" role="status">${create.done}</p>`}
      </form>`
    }
  </section>`;
}

function Tokens(props: ViewProps) {
  const { session } = props;
  const { client } = session;
  const tokens = useLoad(() => client.fetchAuthTokens(), []);
  const act = useAction();
  const create = useAction();
  const [value, setValue] = useState<string>();
  const remove = (name: string) =>
    act.run(async () => {
      await client.deleteAuthToken({ tokenOrName: name });
      tokens.reload();
      return `Token ${name} deleted: it no longer works.`;
    });
  const onCreate = (e: Event) => {
    e.preventDefault();
    const form = e.target as HTMLFormElement;
    const d = new FormData(form);
    void create.run(async () => {
      setValue(undefined);
      const name = String(d.get('name'));
      setValue(
        await client.createAuthToken({
          body: {
            name,
            // Checked by the server, which names the nearest valid permission of a misspelt one.
            permissions: list(d.get('permissions')) as Permission[],
            tenants: list(d.get('tenants')),
            expiresAt: new Date(`${String(d.get('expires'))}T00:00:00Z`).toISOString(),
          },
        }),
      );
      form.reset();
      tokens.reload();
      return `Token ${name} created.`;
    });
  };
  const nextYear = new Date(Date.now() + 365 * 86400_000).toISOString().slice(0, 10);
  return html`<section aria-labelledby="tokens-h">
    <h2 id="tokens-h">Tokens</h2>
    <div class="card">
      <h3>This session may</h3>
      <${Grouped} grants=${session.grants} />
    </div>
    <${Show} loaded=${tokens}
      >${(all: Schema<'AuthTokenResponse'>[]) =>
        html`<table>
          <caption>
            Your tokens (${all.length})
          </caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Permissions</th>
              <th scope="col">Tenants</th>
              <th scope="col">Expires</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            ${all.map(
              (t) =>
                html`<tr>
                  <td>${t.name}</td>
                  <td><${Grouped} grants=${t.permissions ?? []} /></td>
                  <td>${(t.tenants ?? []).join(', ')}</td>
                  <td>${expiry(t.expiresAt)}</td>
                  <td class="actions">
                    ${session.can('deleteAuthToken') && html`<button type="button" class="danger" aria-label=${`Disable token ${t.name}`} onClick=${() => remove(t.name)} disabled=${act.busy}>Disable</button>`}
                  </td>
                </tr>`,
            )}
          </tbody>
        </table>`}<//
    >
    <${ProblemView} error=${act.error} />
    ${act.done && html`<p class="done" role="status">${act.done}</p>`}
    ${
      session.can('createAuthToken') &&
      html`<form class="card" onSubmit=${onCreate} aria-labelledby="create-token">
        <h3 id="create-token">Create a token</h3>
        <${Field} label="Token name"
          >${(id: string) => html`<input id=${id} name="name" required maxlength="128" />`}<//
        >
        <${Field} label="Token permissions" hint="group.action, separated by commas"
          >${(id: string) => html`<input id=${id} name="permissions" required />`}<//
        >
        <${Field} label="Token tenants" hint="Tenant locators, any or type:test"
          >${(id: string) => html`<input id=${id} name="tenants" value="any" required />`}<//
        >
        <${Field} label="Expires on"
          >${(id: string) => html`<input id=${id} name="expires" type="date" value=${nextYear} required />`}<//
        >
        <button type="submit" disabled=${create.busy}>Create the token</button>
        <${ProblemView} error=${create.error} />
        ${
          value &&
          html`<div class="done" role="status">
            <p>${create.done} Copy it now: it is not shown again.</p>
            <${Field} label="New token (hidden)"
              >${(id: string) => html`<input id=${id} type="password" readonly value=${value} />`}<//
            >
            <button type="button" onClick=${() => void navigator.clipboard?.writeText(value)}>
              Copy the token
            </button>
          </div>`
        }
      </form>`
    }
  </section>`;
}

export function UsersView(props: ViewProps) {
  const { session } = props;
  return html`<section>
    <h1>Users, roles and tokens</h1>
    ${session.can('fetchMultipleUsers') && html`<${Users} ...${props} />`}
    ${session.can('fetchRoles') && html`<${Roles} ...${props} />`}
    ${session.can('fetchAuthTokens') && html`<${Tokens} ...${props} />`}
  </section>`;
}
