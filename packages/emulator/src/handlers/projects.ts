import { type EmulatorContext, paged } from '../context';
import type { Behaviours } from '../engine/hooks';
import { badRequest, noContent, notFound } from '../http';
import { configurationCollections } from '../model/snapshots';
import { dictionary, own } from '../safe';
import type { OrganizationStore } from '../state';
import type { Handlers } from './types';

/*
 * Projects (named groups of the organization's resources; the engine reads and deletes them) and the
 * organization's resources by type. A resource type is served by the configuration collection of that
 * type (the mapping snapshots use: `sources` → SOURCE, ...), plus security providers.
 */

type Rec = Record<string, any>;

const SORTS: Record<string, string> = {
  NAME: 'name',
  CREATED_BY: 'createdBy',
  CREATED_DATE: 'createdDate',
  UPDATED_BY: 'updatedBy',
  UPDATED_DATE: 'updatedDate',
  POINT_OF_CONTACT: 'pointsOfContact',
};

const projectsOf = (store: OrganizationStore) => store.collection<Rec>('projects', 'Project');

/** The organization's resources of one type, as `{ id, name, type }`; undefined for an unknown type. */
function resourcesOfType(store: OrganizationStore, resourceType: string) {
  const name =
    resourceType === 'SECURITY_PROVIDER'
      ? 'securityproviders'
      : own(configurationCollections(store), resourceType);
  if (!name) return undefined;
  return [...store.collection(name).records].map(([id, record]) => ({
    id,
    name: String(record.name ?? record.displayName ?? id),
    type: resourceType,
  }));
}

/**
 * The engine stores, lists (one page), reads, replaces and deletes projects, and stamps their dates; the
 * platform fills in who made and changed them, refuses a blank name, and lists them filtered and sorted.
 */
export const projectsBehaviours: Behaviours = {
  'projects.get': {
    accept(
      ctx,
      { name, type, description, pointsOfContact = [], resources = {}, editNotificationsEnabled },
      before,
    ) {
      if (typeof name !== 'string' || !name.trim()) throw badRequest("A project needs a 'name'.");
      const user = ctx.token?.username ?? 'unknown';
      const fields = { name, type, description, pointsOfContact, resources, editNotificationsEnabled };
      const { createdBy = user, createdFrom = 'API' } = before ?? {};
      return { ...fields, updatedBy: user, createdBy, createdFrom };
    },
    list(ctx, records) {
      const field = SORTS[ctx.query('sortBy') ?? 'NAME'];
      const order = ctx.query('order') === 'DESC' ? -1 : 1;
      return records
        .filter((p) => matches(ctx, p.name))
        .sort((a, b) => order * String(a[field] ?? '').localeCompare(String(b[field] ?? '')));
    },
  },
};

const matches = (ctx: EmulatorContext, ...texts: unknown[]) =>
  texts
    .join(' ')
    .toLowerCase()
    .includes((ctx.query('filter') ?? '').toLowerCase());

/** The ids of a project's resources of one type (a live list: changing it changes the project). */
function idsIn(project: Rec, type: string): string[] {
  project.resources = { ...project.resources };
  const ids = own<string[]>(project.resources, type) ?? [];
  project.resources[type] = ids;
  return ids;
}

/** Each resource of a type that the project `projectId` (a query parameter) holds, with all its projects. */
function resourcesWithProjects(ctx: EmulatorContext) {
  const type = ctx.query('resourceType') ?? '';
  const projects = projectsOf(ctx.store).list();
  const ids = own<string[]>(projects.find((p) => p.id === ctx.query('projectId'))?.resources, type) ?? [];
  const holds = (p: Rec, id: string) => own<string[]>(p.resources, type)?.includes(id);
  return ids.map((id) => ({ id, projectIds: projects.filter((p) => holds(p, id)).map((p) => p.id) }));
}

export const projectsHandlers: Handlers = {
  'workspace.addResource': (ctx) => {
    const project = projectsOf(ctx.store).get(ctx.params.projectId);
    const ids = idsIn(project, ctx.params.resourceType);
    if (!ids.includes(ctx.params.resourceId)) ids.push(ctx.params.resourceId);
    return project;
  },
  'workspace.removeResource': (ctx) => {
    const { resourceType: type, resourceId: id } = ctx.params;
    const project = projectsOf(ctx.store).get(ctx.params.projectId);
    if (!own<string[]>(project.resources, type)?.includes(id))
      throw notFound(`In this project, the resource of type ${type}`, id);
    const ids = idsIn(project, type);
    ids.splice(ids.indexOf(id), 1);
    return noContent();
  },
  'workspace.listResourceIds': (ctx) =>
    own<string[]>(projectsOf(ctx.store).get(ctx.params.projectId).resources, ctx.params.resourceType) ?? [],
  'workspace.listResourcesByProject': resourcesWithProjects,
  'workspace.listResourcesByProjectPage': (ctx) => paged(ctx, resourcesWithProjects(ctx)),
  // The resource's projects become those listed: each must exist (404 before anything changes).
  'workspace.setResourceProjects': async (ctx) => {
    const wanted: string[] = await ctx.json();
    const projects = projectsOf(ctx.store);
    for (const id of wanted) projects.get(id);
    const { resourceId: id } = ctx.params;
    const type = ctx.query('resourceType') ?? '';
    for (const project of projects.list()) {
      const held = own<string[]>(project.resources, type)?.includes(id) ?? false;
      if (held === wanted.includes(project.id)) continue;
      const ids = idsIn(project, type);
      if (held) ids.splice(ids.indexOf(id), 1);
      else ids.push(id);
    }
    return noContent();
  },
  // For each resource id, the projects that hold it.
  'projects.listAssociatedProjects': async (ctx) => {
    const type = ctx.query('resourceType') ?? '';
    const ids: string[] = await ctx.json();
    const projects = projectsOf(ctx.store).list();
    return ids.map((id) => ({
      id,
      projectIds: projects.filter((p) => own<string[]>(p.resources, type)?.includes(id)).map((p) => p.id),
    }));
  },
  // A project's resources: those the organization has, and those it no longer has (the emulator hides none).
  'projects.listResourcesByStatus': (ctx) => {
    const project = projectsOf(ctx.store).get(ctx.params.projectId);
    const [existing, missing] = [dictionary<string[]>(), dictionary<string[]>()];
    for (const [type, ids] of Object.entries<string[]>(project.resources ?? {})) {
      const known = new Set((resourcesOfType(ctx.store, type) ?? []).map((r) => r.id));
      for (const id of ids) {
        const bucket = known.has(id) ? existing : missing;
        bucket[type] = [...(bucket[type] ?? []), id];
      }
    }
    return { existingResources: existing, noAccessResources: {}, deletedResources: missing };
  },
  'projects.listResources': (ctx) => {
    const { resources } = projectsOf(ctx.store).get(ctx.params.projectId);
    const type = ctx.params.resourceType;
    const known = new Map((resourcesOfType(ctx.store, type) ?? []).map((r) => [r.id, r]));
    const items = (own<string[]>(resources, type) ?? [])
      .map((id): Rec => known.get(id) ?? { id, type })
      .filter((r) => matches(ctx, r.id, r.name ?? ''));
    return paged(ctx, items);
  },
  'platformResources.list': (ctx) => {
    const items = resourcesOfType(ctx.store, ctx.params.resourceType);
    if (!items) throw notFound('In this organization, the resource type', ctx.params.resourceType);
    const matching = items.filter((r) => matches(ctx, r.id, r.name));
    return paged(ctx, matching);
  },
};
