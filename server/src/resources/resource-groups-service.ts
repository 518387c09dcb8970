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
  readGroup,
  listGroups,
  updateGroup,
  type ResourceGroupRecord,
} from './resource-groups-store.js';
import { readResourceEpoch } from './resource-store.js';

export type ResourceGroupResponse = Schema<'ResourceGroupResponse'>;

export interface ResourceGroupsDeps {
  db: Db;
  reads: HotReads;
  clock: Clock;
  ids: Ids;
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
  const { db, reads, clock, ids } = deps;
  const fetched = fetchedGroups(
    (tenantId) => readResourceEpoch(reads, tenantId),
    (tenantId, id) => readGroup(reads, tenantId, id),
  );

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
      const g = await fetched(tenantId, id);
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

/** Tenants, and groups per tenant, that fetchedGroups holds (beyond them it starts afresh). */
const HELD_TENANTS = 1024;
const HELD_GROUPS = 4096;

/**
 * fetchResourceGroup's reads, kept per tenant while the tenant's resource counter stands still
 * (database triggers move it with every change to the tenant's groups, in the change's own
 * transaction: migration resource_epochs). A fetch reads the counter (a statement that calls made
 * at the same time share, hot-reads.ts) and the group only when the counter has moved: the next
 * fetch after any change, made by any process, reads afresh. A group is read after the counter it
 * is filed under, so it is at least as new as that counter says; an older counter read meanwhile
 * never replaces a newer one.
 */
export function fetchedGroups(
  epoch: (tenantId: string) => Promise<string>,
  read: (tenantId: string, id: string) => Promise<ResourceGroupRecord | undefined>,
): (tenantId: string, id: string) => Promise<ResourceGroupRecord | undefined> {
  const held = new Map<
    string,
    { epoch: bigint; groups: Map<string, Promise<ResourceGroupRecord | undefined>> }
  >();
  return async (tenantId, id) => {
    const now = BigInt(await epoch(tenantId));
    let entry = held.get(tenantId);
    if (!entry || entry.epoch < now) {
      if (!entry && held.size >= HELD_TENANTS) held.clear();
      entry = { epoch: now, groups: new Map() };
      held.set(tenantId, entry);
    } else if (entry.epoch > now) {
      return read(tenantId, id);
    }
    let group = entry.groups.get(id);
    if (!group) {
      if (entry.groups.size >= HELD_GROUPS) entry.groups.clear();
      const groups = entry.groups;
      const reading = read(tenantId, id);
      group = reading;
      groups.set(id, reading);
      reading.catch(() => groups.get(id) === reading && groups.delete(id));
    }
    return group;
  };
}
