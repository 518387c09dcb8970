// The operator's console: signs in, then shows one view at a time, chosen in the navigation and
// kept in the address's fragment (#/tables), so the server serves one page at /console.
import { render } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { OperationId } from '../../../client/src/index.js';
import { openSession, signOut, storedTenant, storedToken, storeTenant, type Session } from './session.js';
import { html, itemsOf, ProblemView, tenantLabel, type ViewProps } from './ui.js';
import { SignIn } from './views/sign-in.js';
import { TenantsView } from './views/tenants.js';
import { ResourcesView } from './views/resources.js';
import { TablesView } from './views/tables.js';
import { ConstraintsView } from './views/constraints.js';
import { QuotesView } from './views/quotes.js';
import { WebhooksView } from './views/webhooks.js';
import { PluginLogsView } from './views/plugin-logs.js';
import { BillingView } from './views/billing.js';
import { UsersView } from './views/users.js';

interface ViewDef {
  path: string;
  title: string;
  /** The operation the view lists with: without it the view is hidden. */
  needs: OperationId[];
  tenant: boolean;
  view: (p: ViewProps) => unknown;
}

const VIEWS: ViewDef[] = [
  {
    path: 'tenants',
    title: 'Tenants',
    needs: ['fetchTenants', 'fetchMyTenants'],
    tenant: false,
    view: TenantsView,
  },
  {
    path: 'resources',
    title: 'Resources and groups',
    needs: ['fetchMultipleResources'],
    tenant: true,
    view: ResourcesView,
  },
  { path: 'tables', title: 'Tables', needs: ['fetchMultipleResources'], tenant: true, view: TablesView },
  { path: 'quotes', title: 'Quotes', needs: ['fetchQuotesInATenant'], tenant: true, view: QuotesView },
  {
    path: 'constraints',
    title: 'Constraints',
    needs: ['fetchDependencyMapForQuote'],
    tenant: true,
    view: ConstraintsView,
  },
  {
    path: 'webhooks',
    title: 'Webhooks and events',
    needs: ['fetchWebhooks'],
    tenant: true,
    view: WebhooksView,
  },
  { path: 'plugin-logs', title: 'Plugin logs', needs: ['fetchLogsList'], tenant: true, view: PluginLogsView },
  { path: 'billing', title: 'Billing', needs: ['fetchMultiplePayments'], tenant: true, view: BillingView },
  {
    path: 'users',
    title: 'Users, roles and tokens',
    needs: ['fetchMultipleUsers', 'fetchRoles', 'fetchAuthTokens'],
    tenant: false,
    view: UsersView,
  },
];

const currentPath = () => location.hash.replace(/^#\/?/, '').split('?')[0] ?? '';

function Shell(props: { session: Session; onSignOut(): void }) {
  const { session } = props;
  const [path, setPath] = useState(currentPath());
  const [tenants, setTenants] = useState<{ locator: string; name: string; createdAt?: string }[]>([]);
  const [tenant, setTenant] = useState<string | undefined>(storedTenant() ?? undefined);
  const [tenantsError, setTenantsError] = useState<unknown>();
  const [round, setRound] = useState(0);
  useEffect(() => {
    const onHash = () => setPath(currentPath());
    addEventListener('hashchange', onHash);
    return () => removeEventListener('hashchange', onHash);
  }, []);
  useEffect(() => {
    const list = session.can('fetchTenants')
      ? session.client.fetchTenants({ extended: false, count: 1000 }).then(itemsOf)
      : session.can('fetchMyTenants')
        ? session.client.fetchMyTenants({ extended: false, count: 1000 }).then(itemsOf)
        : Promise.resolve([]);
    list.then(
      (all) => {
        const usable = all.filter((t) => t.type !== 'deleted');
        setTenants(usable);
        if (!usable.some((t) => t.locator === tenant) && usable[0]) choose(usable[0].locator);
      },
      (err: unknown) => setTenantsError(err),
    );
  }, [round]);
  const choose = (locator: string) => {
    storeTenant(locator);
    setTenant(locator);
  };
  const visible = VIEWS.filter((v) => v.needs.some((op) => session.can(op)));
  const current = visible.find((v) => v.path === path) ?? visible[0];
  useEffect(() => {
    document.title = `${current?.title ?? 'Console'} · insuite console`;
  }, [current]);
  const props2: ViewProps = {
    session,
    tenant,
    chooseTenant: (locator) => {
      choose(locator);
      setRound((r) => r + 1);
    },
  };
  return html`<div class="shell">
    <a
      class="skip"
      href="#main"
      onClick=${(e: Event) => {
        e.preventDefault();
        document.getElementById('main')?.focus();
      }}
      >Skip to the view</a
    >
    <header class="top">
      <span class="brand">insuite console</span>
      ${
        tenants.length > 0 &&
        html`<label class="tenant-pick"
          >Tenant
          <select value=${tenant} onChange=${(e: Event) => choose((e.target as HTMLSelectElement).value)}>
            ${tenants.map((t) => html`<option value=${t.locator}>${tenantLabel(t, tenants)}</option>`)}
          </select></label
        >`
      }
      <span class="who">${session.userName || 'token'}</span>
      <button type="button" class="link" onClick=${props.onSignOut}>Sign out</button>
    </header>
    <nav aria-label="Views">
      <ul>
        ${visible.map(
          (v) =>
            html`<li>
              <a href=${`#/${v.path}`} aria-current=${v === current ? 'page' : undefined}>${v.title}</a>
            </li>`,
        )}
      </ul>
    </nav>
    <main id="main" tabindex="-1">
      <${ProblemView} error=${tenantsError} />
      ${
        !current
          ? html`<h1>Nothing to show</h1>
              <p>This token may not list anything the console shows.</p>`
          : current.tenant && !tenant
            ? html`<h1>${current.title}</h1>
                <p>Create a tenant first (Tenants).</p>`
            : html`<${current.view}
                key=${current.tenant ? `${current.path} ${tenant}` : current.path}
                ...${props2}
              />`
      }
    </main>
  </div>`;
}

function App() {
  const [session, setSession] = useState<Session>();
  const [restoring, setRestoring] = useState(!!storedToken());
  const [error, setError] = useState<unknown>();
  useEffect(() => {
    const token = storedToken();
    if (!token) return;
    openSession(token)
      .then(setSession, (err: unknown) => {
        signOut();
        setError(err);
      })
      .finally(() => setRestoring(false));
  }, []);
  if (restoring) return html`<p class="loading">Signing in…</p>`;
  if (!session) return html`<${SignIn} onSession=${setSession} error=${error} />`;
  return html`<${Shell}
    session=${session}
    onSignOut=${() => {
      signOut();
      setSession(undefined);
    }}
  />`;
}

const root = document.getElementById('app')!;
root.textContent = '';
render(html`<${App} />`, root);
