// Resource instances of every type: creation under a declared static name, replacement of content
// (the old content is kept), resolution by name or by static name, listing and removal. Each write
// is one transaction, so a failed upload leaves the tenant as it was.
import type { HotReads } from '../db/hot-reads.js';
import type { Db, Tx } from '../db/knex.js';
import { isUniqueViolation } from '../db/db-errors.js';
import { stamp } from '../db/creation-order.js';
import { conflict, notFound, unprocessable } from '../errors.js';
import type { Caller } from '../http/authenticator.js';
import { canonicalTime } from './resource-groups-service.js';
import { activeGroups, readGroup, removeNameFromGroups } from './resource-groups-store.js';
import { createResolutionCache, type ResolutionCache } from './resolution-cache.js';
import type { Page, PageRequest } from '../shared/paging.js';
import type { TenantsService } from '../tenants/tenants-service.js';
import { iso, type Clock, type Ids } from '../util.js';
import { isDeclared, STATIC_NAME_SECTIONS, type ResourceType } from '../product/index.js';
import { normaliseJurisdictions } from './resolve.js';
import { toResourceResponse, type ResourceResponse } from './views.js';
import {
  contentChunks,
  findContent,
  findResource,
  findResourceForUpdate,
  findResourcesByNames,
  findResourcesByStaticName,
  insertContent,
  readResource,
  readResourceEpoch,
  insertResource,
  listResources,
  readContent,
  deleteResource,
  setCurrentContent,
  type ContentRecord,
  type ResourceRecord,
  type TemplateFormat,
} from './resource-store.js';

export interface ResourcesDeps {
  db: Db;
  /** Prepared statements for resolution, which every fetch of an instance makes. */
  reads: HotReads;
  /** The area's resolution cache, shared with the groups service; one of its own when not given. */
  resolution?: ResolutionCache;
  clock: Clock;
  ids: Ids;
  /** Uploads are held to the tenant's configuration. */
  tenants: Pick<TenantsService, 'configuration'>;
}

export interface NewInstance {
  name: string;
  staticName: string;
  jurisdictions?: readonly string[];
  resourceType: ResourceType;
  templateFormat?: TemplateFormat;
}

export interface NewContent {
  bytes: Buffer;
  mediaType?: string;
  /** Rows of the type's own kept beside the content (tables), written in the same transaction. */
  extend?: (tx: Tx, contentId: string) => Promise<void>;
}

export interface Lookup {
  byStaticName?: boolean;
  date?: string;
  jurisdiction?: string;
}

/** How an instance of each type is called in messages. */
export const TYPE_LABEL: Record<ResourceType, string> = {
  table: 'Lookup table',
  rangeTable: 'Range table',
  constraintTable: 'Constraint table',
  secret: 'Secret',
  staticDocument: 'Document',
  documentTemplate: 'Document template',
  documentTemplateSnippet: 'Template snippet',
  customFont: 'Font',
};

const label = (types: readonly ResourceType[]) => (types.length === 1 ? TYPE_LABEL[types[0]!] : 'Resource');

/**
 * Every fetch of an instance resolves it, and every fetch of a group reads it: what they read is
 * kept per tenant while the tenant's resource counter stands still (resolution-cache.ts).
 */
export function createStoredResolution(reads: HotReads): ResolutionCache {
  return createResolutionCache({
    epoch: (tenantId) => readResourceEpoch(reads, tenantId),
    groups: (tenantId) => activeGroups(reads, tenantId),
    byStaticName: (tenantId, staticName, types) =>
      findResourcesByStaticName(reads, tenantId, staticName, types),
    byName: (tenantId, name) => readResource(reads, tenantId, name),
    group: (tenantId, id) => readGroup(reads, tenantId, id),
  });
}

export function createResourcesService(deps: ResourcesDeps) {
  const { db, reads, clock, ids, tenants } = deps;
  const resolution = deps.resolution ?? createStoredResolution(reads);

  async function assertDeclared(
    tx: Tx,
    tenantId: string,
    type: ResourceType,
    staticName: string,
    location: string,
  ): Promise<void> {
    const config = await tenants.configuration(tenantId, tx);
    if (isDeclared(config, type, staticName)) return;
    const section = STATIC_NAME_SECTIONS[type];
    const message = `static name "${staticName}" is not declared in ${section} of the tenant's configuration`;
    throw unprocessable(`The ${TYPE_LABEL[type].toLowerCase()} cannot be stored: ${message}`, [
      { location, message },
    ]);
  }

  async function currentContent(tenantId: string, r: ResourceRecord): Promise<ContentRecord> {
    const c = r.contentId ? await findContent(db, tenantId, r.contentId) : undefined;
    if (!c) throw notFound(`Content of "${r.name}"`);
    return c;
  }

  return {
    /** Stores a new instance and its first content; `staticNameAt` says where the caller gave it. */
    async create(
      caller: Caller,
      tenantId: string,
      input: NewInstance,
      content: NewContent,
      staticNameAt = 'query.staticName',
    ): Promise<ResourceRecord> {
      const record: ResourceRecord = {
        id: '',
        name: input.name,
        staticName: input.staticName,
        resourceType: input.resourceType,
        jurisdictions: normaliseJurisdictions(input.jurisdictions),
        templateFormat: input.templateFormat,
        contentId: ids.ulid(),
        createdAt: '',
        createdBy: caller.userId,
      };
      const taken = () => conflict(`A resource named "${input.name}" already exists in this tenant`);
      return db.transaction(async (tx) => {
        // Time and id taken in the transaction, after any other new resource of this tenant, so
        // that the list in creation order only ever grows at its end.
        const at = await stamp(tx, 'resources', { tenant_id: tenantId }, () => iso(clock.now()), ids.ulid);
        record.id = at.id;
        record.createdAt = at.createdAt;
        const now = at.createdAt;
        await assertDeclared(tx, tenantId, input.resourceType, input.staticName, staticNameAt);
        if (await findResource(tx, tenantId, input.name)) throw taken();
        try {
          await insertResource(tx, tenantId, record);
        } catch (err) {
          if (isUniqueViolation(err)) throw taken();
          throw err;
        }
        await insertContent(
          tx,
          tenantId,
          {
            id: record.contentId!,
            resourceId: record.id,
            mediaType: content.mediaType,
            createdAt: now,
            createdBy: caller.userId,
          },
          content.bytes,
        );
        await content.extend?.(tx, record.contentId!);
        return record;
      });
    },

    /**
     * Stores new content for the instance `name` of one of `types`, after `check` accepts it; the
     * name, static name and jurisdictions stay, and so does the old content.
     */
    async replace(
      caller: Caller,
      tenantId: string,
      name: string,
      types: readonly ResourceType[],
      content: NewContent,
      check?: (r: ResourceRecord) => void,
    ): Promise<ResourceRecord> {
      return db.transaction(async (tx) => {
        const current = await findResourceForUpdate(tx, tenantId, name);
        if (!current || !types.includes(current.resourceType)) throw notFound(`${label(types)} "${name}"`);
        check?.(current);
        const contentId = ids.ulid();
        await insertContent(
          tx,
          tenantId,
          {
            id: contentId,
            resourceId: current.id,
            mediaType: content.mediaType,
            createdAt: iso(clock.now()),
            createdBy: caller.userId,
          },
          content.bytes,
        );
        await content.extend?.(tx, contentId);
        await setCurrentContent(tx, tenantId, current.id, contentId);
        return { ...current, contentId };
      });
    },

    /** The instance a fetch names: by name, or by static name through the groups in effect. */
    async find(
      tenantId: string,
      name: string,
      lookup: Lookup,
      types: readonly ResourceType[],
    ): Promise<ResourceRecord> {
      const known = await resolution.tenant(tenantId);
      if (!lookup.byStaticName) {
        const r = await known.byName(name);
        if (!r || !types.includes(r.resourceType)) throw notFound(`${label(types)} "${name}"`);
        return r;
      }
      // The clock's ISO-8601 is canonical already; a date given is made so.
      const date = lookup.date !== undefined ? canonicalTime(lookup.date) : iso(clock.now());
      const hit = await known.resolve(name, types, date, lookup.jurisdiction);
      if (!hit) {
        const where = lookup.jurisdiction !== undefined ? ` for jurisdiction "${lookup.jurisdiction}"` : '';
        throw notFound(`${label(types)} with static name "${name}" in effect at ${date}${where}`);
      }
      return hit;
    },

    async list(
      tenantId: string,
      type: ResourceType | undefined,
      req: PageRequest,
    ): Promise<Page<ResourceRecord>> {
      return listResources(db, tenantId, { type }, req);
    },

    currentContent,

    /** The instances of these names that exist (deploy checks its bootstrap section with them). */
    findByNames: (tenantId: string, names: readonly string[], conn: Db | Tx = db) =>
      findResourcesByNames(conn, tenantId, names),

    /** Instances as fetchResource and the lists show them, with their documents' declarations. */
    async describe(tenantId: string, records: readonly ResourceRecord[]): Promise<ResourceResponse[]> {
      const config = await tenants.configuration(tenantId);
      return records.map((r) => toResourceResponse(r, config));
    },

    /** The current content whole; for the small kinds (templates, secrets). */
    async readCurrent(tenantId: string, r: ResourceRecord): Promise<Buffer> {
      const c = await currentContent(tenantId, r);
      return readContent(db, tenantId, c.id);
    },

    /** The current content one stored piece at a time. */
    chunks(tenantId: string, c: ContentRecord): AsyncGenerator<Buffer> {
      return contentChunks(db, tenantId, c.id);
    },

    /** Removes the instance, its content, and its name from the tenant's groups. */
    async remove(tenantId: string, name: string, types: readonly ResourceType[]): Promise<void> {
      await db.transaction(async (tx) => {
        const current = await findResourceForUpdate(tx, tenantId, name);
        if (!current || !types.includes(current.resourceType)) throw notFound(`${label(types)} "${name}"`);
        await deleteResource(tx, tenantId, current.id);
        await removeNameFromGroups(tx, tenantId, name);
      });
    },
  };
}

export type { ResourceRecord };
export type ResourcesService = ReturnType<typeof createResourcesService>;
