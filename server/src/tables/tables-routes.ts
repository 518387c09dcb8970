// Table operations: uploads (a multipart `file` part or a raw application/zip body), lookups,
// and downloads of the CSV as uploaded.
import { badRequest } from '../errors.js';
import type { HandlerMap, UploadedFile } from '../http/api-types.js';
import type { TableResourceType } from '../product/index.js';
import { filePart } from '../resources/upload-body.js';
import { toBasic } from '../resources/views.js';
import type { TablesService } from './tables-service.js';

type TableOps =
  | 'createLookupTable'
  | 'replaceLookupTable'
  | 'fetchTableRecord'
  | 'fetchLookupTableInZipFormat'
  | 'createRangeTable'
  | 'replaceRangeTable'
  | 'fetchRangeTableRecord'
  | 'fetchRangeTableInZipFormat'
  | 'createConstraintTable'
  | 'replaceConstraintTable'
  | 'fetchConstraints'
  | 'zipConstraintTable';

/** The uploaded ZIP: the raw body, or the multipart `file` part. */
function zipOf(body: unknown, files: readonly UploadedFile[], limit: number): Uint8Array {
  if (Buffer.isBuffer(body)) {
    if (body.length === 0)
      throw badRequest('The request body is empty', [{ location: 'body', message: 'must be a ZIP file' }]);
    return body;
  }
  return filePart(files, limit).buffer;
}

const keys = (k: string | string[] | undefined): string[] =>
  k === undefined ? [] : Array.isArray(k) ? k : [k];

interface LookupQuery {
  byStaticName?: boolean;
  date?: string;
  jurisdiction?: string;
}
const lookupOf = (q: LookupQuery) => ({
  byStaticName: q.byStaticName ?? true,
  date: q.date,
  jurisdiction: q.jurisdiction,
});

export function tablesRoutes(tables: TablesService, zipLimitBytes: number): HandlerMap<TableOps> {
  const create =
    (type: TableResourceType) =>
    async ({
      caller,
      params,
      query,
      body,
      files,
    }: {
      caller: Parameters<TablesService['create']>[0];
      params: { tenantLocator: string };
      query: { name: string; staticName: string; jurisdiction?: string[] };
      body: unknown;
      files: UploadedFile[];
    }) => {
      const r = await tables.create(
        caller,
        params.tenantLocator,
        type,
        { name: query.name, staticName: query.staticName, jurisdictions: query.jurisdiction },
        zipOf(body, files, zipLimitBytes),
      );
      return { status: 200 as const, body: toBasic(r) };
    };
  const replace =
    (type: TableResourceType) =>
    async ({
      caller,
      params,
      body,
      files,
    }: {
      caller: Parameters<TablesService['replace']>[0];
      params: { tenantLocator: string; name: string };
      body: unknown;
      files: UploadedFile[];
    }) => {
      const r = await tables.replace(
        caller,
        params.tenantLocator,
        type,
        params.name,
        zipOf(body, files, zipLimitBytes),
      );
      return { status: 200 as const, body: toBasic(r) };
    };
  const download =
    (type: TableResourceType) =>
    async ({ params }: { params: { tenantLocator: string; name: string } }) => ({
      status: 200 as const,
      body: await tables.zip(params.tenantLocator, params.name, type),
      contentType: 'application/zip',
      headers: { 'Content-Disposition': `attachment; filename="${params.name}.zip"` },
    });

  return {
    createLookupTable: create('table'),
    replaceLookupTable: replace('table'),
    createRangeTable: create('rangeTable'),
    replaceRangeTable: replace('rangeTable'),
    createConstraintTable: create('constraintTable'),
    replaceConstraintTable: replace('constraintTable'),
    fetchLookupTableInZipFormat: download('table'),
    fetchRangeTableInZipFormat: download('rangeTable'),
    zipConstraintTable: download('constraintTable'),
    fetchTableRecord: async ({ params, query }) => ({
      status: 200,
      body: {
        value: await tables.record(params.tenantLocator, params.name, lookupOf(query), keys(query.key)),
      },
    }),
    fetchRangeTableRecord: async ({ params, query }) => {
      const value = Number(query.boundValue);
      if (!Number.isFinite(value)) {
        throw badRequest('boundValue must be a finite number', [
          { location: 'query.boundValue', message: 'must be a finite number' },
        ]);
      }
      return {
        status: 200,
        body: {
          value: await tables.rangeRecord(
            params.tenantLocator,
            params.name,
            lookupOf(query),
            keys(query.key),
            value,
          ),
        },
      };
    },
    fetchConstraints: async ({ params, query }) => ({
      status: 200,
      // Read-only arrays, serialised as they are.
      body: (await tables.constraints(
        params.tenantLocator,
        params.name,
        lookupOf(query),
        keys(query.key),
      )) as Record<string, string[]>,
    }),
  };
}
