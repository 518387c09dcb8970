// Tables: a lookup table's rows page by page (its ZIP downloaded and read in the browser), a row
// looked up by its key, and a CSV uploaded as a new instance or over one, with every refused
// row shown in a table.
import { useState } from 'preact/hooks';
import { readTableZip, tableZip, type Schema } from '../../../../client/src/index.js';
import {
  Field,
  fileText,
  html,
  itemsOf,
  ProblemView,
  Show,
  useAction,
  useLoad,
  type ViewProps,
} from '../ui.js';

const PAGE = 20;

type Resource = Schema<'ResourceResponse'>;

function Rows(props: { rows: Record<string, string>[] }) {
  const [page, setPage] = useState(0);
  const { rows } = props;
  const pages = Math.max(1, Math.ceil(rows.length / PAGE));
  const columns = Object.keys(rows[0] ?? {});
  const shown = rows.slice(page * PAGE, page * PAGE + PAGE);
  return html`<div>
    <div class="scroll">
      <table>
        <caption>
          Rows ${rows.length ? page * PAGE + 1 : 0}–${page * PAGE + shown.length} of ${rows.length}
        </caption>
        <thead>
          <tr>
            ${columns.map((c) => html`<th scope="col">${c}</th>`)}
          </tr>
        </thead>
        <tbody>
          ${shown.map(
            (r) =>
              html`<tr>
                ${columns.map((c) => html`<td>${r[c]}</td>`)}
              </tr>`,
          )}
        </tbody>
      </table>
    </div>
    <div class="pager" role="group" aria-label="Pages of rows">
      <button type="button" onClick=${() => setPage(page - 1)} disabled=${page === 0}>Previous page</button>
      <span>Page ${page + 1} of ${pages}</span>
      <button type="button" onClick=${() => setPage(page + 1)} disabled=${page + 1 >= pages}>
        Next page
      </button>
    </div>
  </div>`;
}

export function TablesView(props: ViewProps) {
  const { session } = props;
  const { client } = session;
  const tenantLocator = props.tenant!;
  const tables = useLoad(async () => {
    const all = itemsOf(await client.fetchMultipleResources({ tenantLocator, extended: false, count: 1000 }));
    const config = session.can('fetchConfigDefinition')
      ? await client.fetchConfigDefinition({ tenantLocator }).catch(() => undefined)
      : undefined;
    return { tables: all.filter((r) => r.resourceType === 'table'), config };
  }, [tenantLocator]);
  const [chosen, setChosen] = useState<string>();
  const name = chosen ?? tables.data?.tables[0]?.name;
  const rows = useLoad(
    () =>
      name && session.can('fetchLookupTableInZipFormat')
        ? client.fetchLookupTableInZipFormat({ tenantLocator, name }).then((zip) => readTableZip(zip))
        : Promise.resolve(undefined),
    [tenantLocator, name],
  );
  const lookup = useAction();
  const [found, setFound] = useState<Record<string, string>>();
  const upload = useAction();

  const table: Resource | undefined = tables.data?.tables.find((t) => t.name === name);
  const declared = table?.staticName ? tables.data?.config?.tables?.[table.staticName] : undefined;
  const keyColumns = Object.entries((declared?.columns ?? {}) as Record<string, { isKey?: boolean }>)
    .filter(([, c]) => c.isKey)
    .map(([c]) => c);

  const onLookup = (e: Event) => {
    e.preventDefault();
    const data = new FormData(e.target as HTMLFormElement);
    const key = keyColumns.length
      ? keyColumns.map((c) => String(data.get(`key-${c}`)))
      : String(data.get('key'))
          .split(',')
          .map((k) => k.trim());
    void lookup.run(async () => {
      setFound(undefined);
      setFound(
        (await client.fetchTableRecord({ tenantLocator, name: name!, byStaticName: false, key })).value,
      );
    });
  };
  const onUpload = (e: Event) => {
    e.preventDefault();
    const form = e.target as HTMLFormElement;
    const data = new FormData(form);
    const file = data.get('csv') as File;
    const target = String(data.get('target'));
    void upload.run(async () => {
      const text = await fileText(file);
      if (target) {
        await client.replaceLookupTable({
          tenantLocator,
          name: target,
          body: await tableZip(text, { name: target }),
        });
        rows.reload();
        return `Replaced the rows of ${target}.`;
      }
      const newName = String(data.get('name'));
      const jurisdiction = String(data.get('jurisdiction'))
        .split(',')
        .map((j) => j.trim())
        .filter(Boolean);
      await client.createLookupTable({
        tenantLocator,
        name: newName,
        staticName: String(data.get('staticName')),
        ...(jurisdiction.length ? { jurisdiction } : {}),
        body: await tableZip(text, { name: newName }),
      });
      setChosen(newName);
      tables.reload();
      return `Uploaded ${newName}.`;
    });
  };

  const canCreate = session.can('createLookupTable');
  const canReplace = session.can('replaceLookupTable');
  const [target, setTarget] = useState('');
  return html`<section>
    <h1>Tables</h1>
    <${Show} loaded=${tables}
      >${({ tables: list }: { tables: Resource[] }) =>
        html` ${
          list.length === 0
            ? html`<p class="muted">No lookup table has been uploaded.</p>`
            : html`<div class="card inline">
                  <${Field} label="Table"
                    >${(id: string) =>
                      html`<select
                        id=${id}
                        value=${name}
                        onChange=${(e: Event) => setChosen((e.target as HTMLSelectElement).value)}
                      >
                        ${list.map((t) => html`<option value=${t.name}>${t.name}${t.staticName ? ` (${t.staticName})` : ''}</option>`)}
                      </select>`}<//
                  >
                </div>
                ${
                  session.can('fetchTableRecord') &&
                  html`<form class="card inline" onSubmit=${onLookup} aria-labelledby="lookup-key">
                    <h2 id="lookup-key">Look a key up</h2>
                    ${
                      keyColumns.length
                        ? keyColumns.map(
                            (c) =>
                              html`<${Field} label=${`Key: ${c}`}
                                >${(id: string) => html`<input id=${id} name=${`key-${c}`} required />`}<//
                              >`,
                          )
                        : html`<${Field} label="Key values" hint="In declared order, separated by commas"
                            >${(id: string) => html`<input id=${id} name="key" required />`}<//
                          >`
                    }
                    <button type="submit" disabled=${lookup.busy}>Look up</button>
                    <${ProblemView} error=${lookup.error} />
                    ${
                      found &&
                      html`<table class="found" aria-live="polite">
                        <caption>
                          Row found
                        </caption>
                        <tbody>
                          ${Object.entries(found).map(
                            ([k, v]) =>
                              html`<tr>
                                <th scope="row">${k}</th>
                                <td>${v}</td>
                              </tr>`,
                          )}
                        </tbody>
                      </table>`
                    }
                  </form>`
                }
                <${Show} loaded=${rows}
                  >${(r?: Record<string, string>[]) => (r ? html`<${Rows} key=${name} rows=${r} />` : null)}<//
                >`
        }
        ${
          (canCreate || canReplace) &&
          html`<form class="card" onSubmit=${onUpload} aria-labelledby="upload-csv">
            <h2 id="upload-csv">Upload a CSV</h2>
            <${Field} label="CSV file"
              >${(id: string) => html`<input id=${id} name="csv" type="file" accept=".csv,text/csv" required />`}<//
            >
            <${Field} label="Upload as"
              >${(id: string) =>
                html`<select
                  id=${id}
                  name="target"
                  value=${target}
                  onChange=${(e: Event) => setTarget((e.target as HTMLSelectElement).value)}
                >
                  ${canCreate && html`<option value="">a new instance</option>`}
                  ${canReplace && list.map((t) => html`<option value=${t.name}>the rows of ${t.name}</option>`)}
                </select>`}<//
            >
            ${
              target === '' &&
              canCreate &&
              html`<${Field} label="Instance name"
                  >${(id: string) => html`<input id=${id} name="name" required pattern="_?[a-zA-Z$][a-zA-Z0-9_$]*" />`}<//
                >
                <${Field} label="Static name" hint="The table's name in the configuration"
                  >${(id: string) => html`<input id=${id} name="staticName" required />`}<//
                >
                <${Field} label="Jurisdictions" hint="Separated by commas; none for every jurisdiction"
                  >${(id: string) => html`<input id=${id} name="jurisdiction" />`}<//
                >`
            }
            <button type="submit" disabled=${upload.busy}>Upload</button>
            <${ProblemView} error=${upload.error} caption="Rows refused" byLine=${true} />
            ${upload.done && html`<p class="done" role="status">${upload.done}</p>`}
          </form>`
        }`}<//
    >
  </section>`;
}
