import type { EmulatorContext } from '../context';
import { paged } from '../context';
import { badRequest, created, HttpError, noContent } from '../http';
import { dictionary, own } from '../safe';
import type { OrganizationStore } from '../state';
import { requireObject } from './rest';
import { configurationCollections } from './snapshots';
import type { Handlers } from './types';

/*
 * Projects (named groups of the organization's resources) and the listing of the organization's
 * resources by type. A resource type is served by the configuration collection of that type (the
 * same generic mapping snapshots use: `sources` → SOURCE, `extensions` → EXTENSION, ...), plus
 * security providers; a project's resources are checked against those collections.
 */

const SORTS: Record<string, string> = {
  NAME: 'name',
  CREATED_BY: 'createdBy',
  CREATED_DATE: 'createdDate',
  UPDATED_BY: 'updatedBy',
  UPDATED_DATE: 'updatedDate',
  POINT_OF_CONTACT: 'pointsOfContact',
};

const projectsOf = (store: OrganizationStore) => store.collection<Record<string, any>>('projects', 'Project');

/** The organization's resources of one type, as `{ id, name, resourceType }`. */
function resourcesOfType(store: OrganizationStore, resourceType: string) {
  const name =
    resourceType === 'SECURITY_PROVIDER'
      ? 'securityproviders'
      : own(configurationCollections(store), resourceType);
  if (!name) return undefined;
  return [...store.collection(name).records].map(([id, record]) => ({
    id,
    name: String(record.name ?? record.displayName ?? id),
    resourceType,
  }));
}

/**
 * Reads a project. The published schema requires its name, description and type, gives the types'
 * values and the texts' lengths, and types the rest; a blank name is what it leaves open.
 */
function readProject(body: unknown) {
  const project = requireObject(body, 'The project');
  if (!project.name.trim()) throw badRequest("A project needs a 'name'.");
  const contacts: string[] = project.pointsOfContact ?? [];
  const resources: Record<string, string[]> = project.resources ?? {};
  return {
    name: project.name,
    type: project.type,
    description: project.description ?? '',
    pointsOfContact: contacts as string[],
    resources: resources as Record<string, string[]>,
    ...(typeof project.editNotificationsEnabled === 'boolean'
      ? { editNotificationsEnabled: project.editNotificationsEnabled }
      : {}),
  };
}

function filterQuery(ctx: EmulatorContext) {
  return (ctx.query('filter') ?? '').toLowerCase();
}

export const projectsHandlers: Handlers = {
  'projects.list': (ctx) => {
    const filter = filterQuery(ctx);
    const sortBy = ctx.query('sortBy') || 'NAME';
    const order = ctx.query('order') || 'ASC';
    const field = own(SORTS, sortBy);
    if (!field) throw badRequest(`'sortBy' must be one of: ${Object.keys(SORTS).join(', ')}.`);
    if (order !== 'ASC' && order !== 'DESC') throw badRequest("'order' must be ASC or DESC.");
    const items = projectsOf(ctx.store)
      .list()
      .filter((p) => p.name.toLowerCase().includes(filter))
      .sort((a, b) => {
        const c = String(a[field] ?? '').localeCompare(String(b[field] ?? ''));
        return order === 'ASC' ? c : -c;
      });
    return paged(ctx, items);
  },
  'projects.create': async (ctx) => {
    const project = readProject(await ctx.json());
    const now = new Date().toISOString();
    const user = ctx.token?.username ?? 'unknown';
    return created(
      projectsOf(ctx.store).insert({
        ...project,
        createdBy: user,
        createdDate: now,
        createdFrom: 'API',
        updatedBy: user,
        updatedDate: now,
      }),
    );
  },
  'projects.get': (ctx) => projectsOf(ctx.store).get(ctx.params.projectId),
  'projects.update': async (ctx) => {
    const existing = projectsOf(ctx.store).get(ctx.params.projectId);
    const project = readProject(await ctx.json());
    return projectsOf(ctx.store).update(existing.id, {
      ...project,
      updatedBy: ctx.token?.username ?? 'unknown',
      updatedDate: new Date().toISOString(),
    });
  },
  'projects.delete': (ctx) => {
    projectsOf(ctx.store).delete(ctx.params.projectId);
    return noContent();
  },
  'projects.listAssociatedProjects': async (ctx) => {
    const resourceType = ctx.query('resourceType');
    if (!resourceType) throw badRequest("The query parameter 'resourceType' is required.");
    const ids = await ctx.json();
    if (!Array.isArray(ids) || ids.some((id) => typeof id !== 'string')) {
      throw badRequest('The body must be a JSON array of resource ids.');
    }
    const projects = projectsOf(ctx.store).list();
    return ids.map((id) => ({
      id,
      projectIds: projects
        .filter((p) => own<string[]>(p.resources, resourceType)?.includes(id))
        .map((p) => p.id),
    }));
  },
  'projects.listResourcesByStatus': (ctx) => {
    const project = projectsOf(ctx.store).get(ctx.params.projectId);
    const existing = dictionary<string[]>();
    const missing = dictionary<string[]>();
    for (const [type, ids] of Object.entries<string[]>(project.resources ?? {})) {
      const known = new Set((resourcesOfType(ctx.store, type) ?? []).map((r) => r.id));
      for (const id of ids) {
        const bucket = known.has(id) ? existing : missing;
        bucket[type] = [...(bucket[type] ?? []), id];
      }
    }
    return { existing, missing };
  },
  'projects.listResources': (ctx) => {
    const project = projectsOf(ctx.store).get(ctx.params.projectId);
    const type = ctx.params.resourceType;
    const ids: string[] = own(project.resources, type) ?? [];
    const known = new Map((resourcesOfType(ctx.store, type) ?? []).map((r) => [r.id, r]));
    const filter = filterQuery(ctx);
    const items = ids
      .map((id) => known.get(id) ?? { id, resourceType: type })
      .filter((r) => !filter || `${r.id} ${'name' in r ? r.name : ''}`.toLowerCase().includes(filter));
    return paged(ctx, items);
  },
  'platformResources.list': (ctx) => {
    const type = ctx.params.resourceType;
    const items = resourcesOfType(ctx.store, type);
    if (!items)
      throw new HttpError(404, 'NOT_FOUND', `Resource type '${type}' does not exist in this organization.`);
    const filter = filterQuery(ctx);
    return paged(
      ctx,
      items.filter((r) => !filter || `${r.id} ${r.name}`.toLowerCase().includes(filter)),
    );
  },
};
