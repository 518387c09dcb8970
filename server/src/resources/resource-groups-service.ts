import type { HotReads } from '../db/hot-reads.js';
import type { Db, Tx } from '../db/knex.js';
import { isUniqueViolation } from '../db/db-errors.js';
import { conflict, notFound } from '../errors.js';
import type { Schema } from '../http/api-types.js';
import type { Caller } from '../http/authenticator.js';
import type { Page, PageRequest } from '../shared/paging.js';
import { iso, type Clock, type Ids } from '../util.js';
import { assertMembers, memberProblems } from './group-members.js';
import {
  findGroup,
  findGroupByName,
  insertGroup,
  insertGroupPrepared,
  listGroups,
  updateGroup,
  type ResourceGroupRecord,
} from './resource-groups-store.js';
import type { ResolutionCache } from './resolution-cache.js';

export type ResourceGroupResponse = Schema<'ResourceGroupResponse'>;

export interface ResourceGroupsDeps {
  db: Db;
  reads: HotReads;
  clock: Clock;
  ids: Ids;
  /** The area's resolution cache: a fetch reads the tenant's counter, and the group only when it moved. */
  resolution: ResolutionCache;
}

const toResponse = (g: ResourceGroupRecord): ResourceGroupResponse => ({
  locator: g.id,
  name: g.name,
  retired: g.retired,
  selectionStartTime: g.selectionStartTime,
  resourceNames: g.resourceNames,
  createdBy: g.createdBy,
  createdAt: g.createdAt,
});

/** Timestamps are kept in one canonical form so that they compare correctly as strings. */
export const canonicalTime = (t: string): string => new Date(t).toISOString();

const duplicateName = (name: string) =>
  conflict(`A resource group named "${name}" already exists in this tenant`);

export function createResourceGroupsService(deps: ResourceGroupsDeps) {
  const { db, reads, clock, ids, resolution } = deps;

  async function mustFind(tenantId: string, id: string): Promise<ResourceGroupRecord> {
    const g = await findGroup(db, tenantId, id);
    if (!g) throw notFound('Resource group');
    return g;
  }

  return {
    /** Problems with a group's final list of names; `location` says where they were given. */
    memberProblems: (tenantId: string, names: readonly string[], location: string, conn: Db | Tx = db) =>
      memberProblems(conn, tenantId, names, location),

    /**
     * Creates the group of this name, or updates its start and names when it exists, inside the
     * caller's transaction (a deploy's bootstrap section). Members are checked by the caller.
     */
    async upsertByName(
      tx: Tx,
      caller: Caller,
      tenantId: string,
      input: { name: string; selectionStartTime: string; resourceNames: readonly string[] },
      now: string = iso(clock.now()),
    ): Promise<void> {
      const resourceNames = [...new Set(input.resourceNames)];
      const selectionStartTime = canonicalTime(input.selectionStartTime);
      const existing = await findGroupByName(tx, tenantId, input.name);
      if (existing) {
        await updateGroup(tx, tenantId, existing.id, { selectionStartTime, resourceNames });
        return;
      }
      await insertGroup(tx, tenantId, {
        id: ids.ulid(),
        name: input.name,
        selectionStartTime,
        retired: false,
        resourceNames,
        createdAt: now,
        createdBy: caller.userId,
      });
    },

    async create(
      caller: Caller,
      tenantId: string,
      input: Schema<'ResourceGroupCreateRequest'>,
    ): Promise<ResourceGroupResponse> {
      const group: ResourceGroupRecord = {
        id: ids.ulid(),
        name: input.name,
        selectionStartTime: canonicalTime(input.selectionStartTime),
        retired: false,
        resourceNames: [...new Set(input.resourceNames)],
        createdAt: iso(clock.now()),
        createdBy: caller.userId,
      };
      try {
        if (!group.resourceNames.length) {
          // Nothing to check against: one statement, which is atomic by itself.
          await insertGroupPrepared(reads, tenantId, group);
        } else {
          await db.transaction(async (tx) => {
            await assertMembers(tx, tenantId, group.resourceNames, 'body.resourceNames');
            await insertGroup(tx, tenantId, group);
          });
        }
      } catch (err) {
        if (isUniqueViolation(err)) throw duplicateName(input.name);
        throw err;
      }
      return toResponse(group);
    },

    async fetch(tenantId: string, id: string): Promise<ResourceGroupResponse> {
      const g = await (await resolution.tenant(tenantId)).group(id);
      if (!g) throw notFound('Resource group');
      // The record may be shared with other fetches: the answer gets its own list.
      return toResponse({ ...g, resourceNames: [...g.resourceNames] });
    },

    async update(
      tenantId: string,
      id: string,
      input: Schema<'ResourceGroupUpdateRequest'>,
    ): Promise<ResourceGroupResponse> {
      return db.transaction(async (tx) => {
        const current = await findGroup(tx, tenantId, id);
        if (!current) throw notFound('Resource group');
        const removed = new Set(input.removeResources);
        const resourceNames = [
          ...new Set([...current.resourceNames.filter((n) => !removed.has(n)), ...input.addResources]),
        ];
        await assertMembers(tx, tenantId, resourceNames, 'body.addResources');
        try {
          await updateGroup(tx, tenantId, id, {
            name: input.name,
            selectionStartTime: canonicalTime(input.selectionStartTime),
            resourceNames,
          });
        } catch (err) {
          if (isUniqueViolation(err)) throw duplicateName(input.name);
          throw err;
        }
        return toResponse((await findGroup(tx, tenantId, id))!);
      });
    },

    async retire(tenantId: string, id: string): Promise<void> {
      await mustFind(tenantId, id);
      await updateGroup(db, tenantId, id, { retired: true });
    },

    async list(
      tenantId: string,
      req: PageRequest & { excludeRetired?: boolean; excludeActive?: boolean },
    ): Promise<Page<ResourceGroupResponse>> {
      const p = await listGroups(
        db,
        tenantId,
        { excludeRetired: req.excludeRetired ?? true, excludeActive: req.excludeActive ?? false },
        req,
      );
      return { listCompleted: p.listCompleted, items: p.items.map(toResponse) };
    },
  };
}

export type ResourceGroupsService = ReturnType<typeof createResourceGroupsService>;
