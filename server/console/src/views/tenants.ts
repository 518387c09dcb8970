// Tenants: the list, a new tenant created from a configuration file (JSON, or a ZIP holding it)
// and deployed, and a configuration deployed to an existing tenant. A refused deploy shows every
// problem at its path in the configuration.
import { useState } from 'preact/hooks';
import type { Schema } from '../../../../client/src/index.js';
import {
  Field,
  fileBytes,
  html,
  itemsOf,
  ProblemView,
  Show,
  useAction,
  useLoad,
  tenantLabel,
  when,
  type ViewProps,
} from '../ui.js';

type Config = Schema<'ConfigurationRef'>;

/** The body of a deploy from a chosen file: a ZIP is sent as it is, JSON is parsed first. */
async function configBody(file: File): Promise<Config | Uint8Array> {
  const bytes = await fileBytes(file);
  if (bytes[0] === 0x50 && bytes[1] === 0x4b) return bytes; // "PK": a ZIP
  try {
    return JSON.parse(new TextDecoder().decode(bytes)) as Config;
  } catch (err) {
    throw new Error(`${file.name} is neither a ZIP nor JSON: ${(err as Error).message}`, { cause: err });
  }
}

function Outcome(props: { result?: Schema<'TenantDeploymentResult'> | Schema<'ConfigBuilderResult'> }) {
  const r = props.result;
  if (!r) return null;
  const d = 'deploymentResult' in r ? r.deploymentResult : r;
  return html`<div class="done" role="status">
    <p>
      ${'locator' in r ? `Tenant ${r.name} (${r.locator}) created; ` : ''}${`deploy ${d.isSuccess ? 'succeeded' : 'refused'}`}${d.warnings?.length ? ` with ${d.warnings.length} warnings` : ''}.
    </p>
    ${
      [...d.errors, ...(d.warnings ?? [])].length > 0 &&
      html`<ul>
        ${[...d.errors, ...(d.warnings ?? [])].map((w) => html`<li>${w}</li>`)}
      </ul>`
    }
  </div>`;
}

export function TenantsView(props: ViewProps) {
  const { session } = props;
  const { client } = session;
  const tenants = useLoad(
    () =>
      session.can('fetchTenants')
        ? client.fetchTenants({ extended: false, count: 1000 }).then(itemsOf)
        : client.fetchMyTenants({ extended: false, count: 1000 }).then(itemsOf),
    [],
  );
  const create = useAction();
  const deploy = useAction();
  const [created, setCreated] = useState<Schema<'TenantDeploymentResult'>>();
  const [deployed, setDeployed] = useState<
    Schema<'TenantDeploymentResult'> | Schema<'ConfigBuilderResult'>
  >();

  const onCreate = (e: Event) => {
    e.preventDefault();
    const form = e.target as HTMLFormElement;
    const data = new FormData(form);
    const file = data.get('config') as File;
    void create.run(async () => {
      setCreated(undefined);
      const result = await client.createTenant({
        name: String(data.get('name')),
        type: String(data.get('type')) as 'test' | 'production',
        body: await configBody(file),
      });
      setCreated(result);
      tenants.reload();
      props.chooseTenant(result.locator);
    });
  };
  const onDeploy = (e: Event) => {
    e.preventDefault();
    const data = new FormData(e.target as HTMLFormElement);
    void deploy.run(async () => {
      setDeployed(undefined);
      const result = await client.deployConfigZip({
        tenantLocator: String(data.get('tenant')),
        body: await configBody(data.get('config') as File),
      });
      setDeployed(result);
    });
  };

  return html`<section>
    <h1>Tenants</h1>
    <${Show} loaded=${tenants}
      >${(list: Schema<'TenantResponse'>[]) =>
        html`<table>
          <caption>
            Tenants (${list.length})
          </caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Type</th>
              <th scope="col">Locator</th>
              <th scope="col">Created</th>
              <th scope="col">Description</th>
            </tr>
          </thead>
          <tbody>
            ${list.map(
              (t) =>
                html`<tr>
                  <td>${t.name}</td>
                  <td>${t.type}</td>
                  <td><code>${t.locator}</code></td>
                  <td>${when(t.createdAt)}</td>
                  <td>${t.description ?? ''}</td>
                </tr>`,
            )}
          </tbody>
        </table>`}<//
    >
    ${
      session.can('createTenant') &&
      html`<form class="card" onSubmit=${onCreate} aria-labelledby="create-tenant">
        <h2 id="create-tenant">Create a tenant</h2>
        <${Field} label="Name"
          >${(id: string) => html`<input id=${id} name="name" required maxlength="128" />`}<//
        >
        <${Field} label="Type"
          >${(id: string) =>
            html`<select id=${id} name="type">
              <option value="test">test</option>
              <option value="production">production</option>
            </select>`}<//
        >
        <${Field} label="Configuration file" hint="The tenant's configuration as JSON, or a ZIP holding it."
          >${(id: string) =>
            html`<input
              id=${id}
              name="config"
              type="file"
              accept=".json,.zip,application/json,application/zip"
              required
            />`}<//
        >
        <button type="submit" disabled=${create.busy}>Create and deploy</button>
        <${ProblemView} error=${create.error} caption="Problems of the configuration" />
        <${Outcome} result=${created} />
      </form>`
    }
    ${
      session.can('deployConfigZip') &&
      tenants.data &&
      tenants.data.length > 0 &&
      html`<form class="card" onSubmit=${onDeploy} aria-labelledby="deploy-config">
        <h2 id="deploy-config">Deploy a configuration</h2>
        <${Field} label="Tenant"
          >${(id: string) =>
            html`<select id=${id} name="tenant">
              ${tenants.data!.map(
                (t) =>
                  html`<option value=${t.locator} selected=${t.locator === props.tenant}>
                    ${tenantLabel(t, tenants.data!)}
                  </option>`,
              )}
            </select>`}<//
        >
        <${Field} label="Configuration file to deploy"
          >${(id: string) =>
            html`<input
              id=${id}
              name="config"
              type="file"
              accept=".json,.zip,application/json,application/zip"
              required
            />`}<//
        >
        <button type="submit" disabled=${deploy.busy}>Deploy</button>
        <${ProblemView} error=${deploy.error} caption="Problems of the configuration" />
        <${Outcome} result=${deployed} />
      </form>`
    }
  </section>`;
}
