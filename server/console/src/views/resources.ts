// Resources and groups: each static name's instances on a timeline of the resource groups that
// select them (by the date each group takes effect) and by jurisdiction, and which instance the
// server resolves for a static name at a date, in a jurisdiction.
import { useState } from 'preact/hooks';
import type { Schema } from '../../../../client/src/index.js';
import { Field, html, itemsOf, ProblemView, Show, useAction, useLoad, when, type ViewProps } from '../ui.js';

type Resource = Schema<'ResourceResponse'>;
type Group = Schema<'ResourceGroupResponse'>;

const ANY = 'any jurisdiction';

function Timeline(props: { resources: Resource[]; groups: Group[]; answer?: Resource }) {
  const groups = [...props.groups].sort((a, b) => (a.selectionStartTime < b.selectionStartTime ? -1 : 1));
  const byStatic = new Map<string, Resource[]>();
  for (const r of props.resources)
    if (r.staticName)
      (byStatic.get(r.staticName) ?? byStatic.set(r.staticName, []).get(r.staticName)!).push(r);
  const rows = [...byStatic.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .flatMap(([staticName, instances]) => {
      const places = [
        ...new Set(instances.flatMap((r) => (r.jurisdictions.length ? r.jurisdictions : [ANY]))),
      ].sort();
      return places.map((place) => ({
        staticName,
        place,
        cells: groups.map((g) =>
          instances.filter(
            (r) =>
              g.resourceNames.includes(r.name) &&
              (place === ANY ? !r.jurisdictions.length : r.jurisdictions.includes(place)),
          ),
        ),
      }));
    });
  if (!rows.length) return html`<p class="muted">No resource has a static name yet.</p>`;
  return html`<div class="scroll">
    <table class="timeline">
      <caption>
        Versions by date and jurisdiction: each column is a resource group, from the time it takes effect
      </caption>
      <thead>
        <tr>
          <th scope="col">Static name</th>
          <th scope="col">Jurisdiction</th>
          ${groups.map(
            (g) =>
              html`<th scope="col" class=${g.retired ? 'retired' : ''}>
                from ${when(g.selectionStartTime)}<br /><small
                  >${g.name}${g.retired ? ' (retired)' : ''}</small
                >
              </th>`,
          )}
        </tr>
      </thead>
      <tbody>
        ${rows.map(
          (row) =>
            html`<tr>
              <th scope="row">${row.staticName}</th>
              <td>${row.place}</td>
              ${row.cells.map(
                (cell) =>
                  html`<td>
                    ${cell.map(
                      (r) =>
                        html`<span class=${`version${props.answer?.name === r.name ? ' answer' : ''}`}
                          >${r.name}</span
                        > `,
                    )}
                  </td>`,
              )}
            </tr>`,
        )}
      </tbody>
    </table>
  </div>`;
}

export function ResourcesView(props: ViewProps) {
  const { client } = props.session;
  const tenantLocator = props.tenant!;
  const loaded = useLoad(async () => {
    const [resources, groups] = await Promise.all([
      client.fetchMultipleResources({ tenantLocator, extended: false, count: 1000 }).then(itemsOf),
      props.session.can('fetchResourceGroups')
        ? client.fetchResourceGroups({ tenantLocator, extended: false, count: 1000 }).then(itemsOf)
        : Promise.resolve([] as Group[]),
    ]);
    return { resources, groups };
  }, [tenantLocator]);
  const [answer, setAnswer] = useState<Resource>();
  const resolve = useAction();
  const onResolve = (e: Event) => {
    e.preventDefault();
    const data = new FormData(e.target as HTMLFormElement);
    const date = String(data.get('date'));
    const jurisdiction = String(data.get('jurisdiction')).trim();
    void resolve.run(async () => {
      setAnswer(undefined);
      setAnswer(
        await client.fetchResource({
          tenantLocator,
          name: String(data.get('staticName')),
          byStaticName: true,
          ...(date ? { date: `${date}T00:00:00Z` } : {}),
          ...(jurisdiction ? { jurisdiction } : {}),
        }),
      );
    });
  };
  return html`<section>
    <h1>Resources and groups</h1>
    <${Show} loaded=${loaded}
      >${({ resources, groups }: { resources: Resource[]; groups: Group[] }) => {
        const statics = [
          ...new Set(resources.map((r) => r.staticName).filter((s): s is string => !!s)),
        ].sort();
        return html` ${
          props.session.can('fetchResource') &&
          statics.length > 0 &&
          html`<form class="card inline" onSubmit=${onResolve} aria-labelledby="which-version">
              <h2 id="which-version">Which version answers</h2>
              <${Field} label="Static name"
                >${(id: string) =>
                  html`<select id=${id} name="staticName">
                    ${statics.map((s) => html`<option>${s}</option>`)}
                  </select>`}<//
              >
              <${Field} label="At date"
                >${(id: string) => html`<input id=${id} name="date" type="date" />`}<//
              >
              <${Field} label="In jurisdiction"
                >${(id: string) => html`<input id=${id} name="jurisdiction" placeholder="e.g. TX" />`}<//
              >
              <button type="submit" disabled=${resolve.busy}>Find the version</button>
              <${ProblemView} error=${resolve.error} />
              ${
                answer &&
                html`<p class="done" role="status">
                  ${'Answers: '}<strong>${answer.name}</strong>${` (${answer.resourceType}${answer.jurisdictions.length ? `, ${answer.jurisdictions.join(', ')}` : ''}), uploaded ${when(answer.createdAt)}.`}
                </p>`
              }
            </form>`
        }
          <${Timeline} resources=${resources} groups=${groups} answer=${answer} />
          <table>
            <caption>
              Resources (${resources.length})
            </caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Static name</th>
                <th scope="col">Kind</th>
                <th scope="col">Jurisdictions</th>
                <th scope="col">Uploaded</th>
              </tr>
            </thead>
            <tbody>
              ${resources.map(
                (r) =>
                  html`<tr>
                    <td>${r.name}</td>
                    <td>${r.staticName ?? ''}</td>
                    <td>${r.resourceType}</td>
                    <td>${r.jurisdictions.join(', ')}</td>
                    <td>${when(r.createdAt)}</td>
                  </tr>`,
              )}
            </tbody>
          </table>
          <table>
            <caption>
              Resource groups (${groups.length})
            </caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Takes effect</th>
                <th scope="col">Resources</th>
                <th scope="col">State</th>
              </tr>
            </thead>
            <tbody>
              ${groups.map(
                (g) =>
                  html`<tr>
                    <td>${g.name}</td>
                    <td>${when(g.selectionStartTime)}</td>
                    <td>${g.resourceNames.join(', ')}</td>
                    <td>${g.retired ? 'retired' : 'active'}</td>
                  </tr>`,
              )}
            </tbody>
          </table>`;
      }}<//
    >
  </section>`;
}
