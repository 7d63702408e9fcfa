import { type EmulatorContext, paged } from '../context';
import type { Behaviours } from '../engine/hooks';
import { badRequest, noContent, notFound } from '../http';
import { projectsHolding } from '../model/catalogs';
import { dictionary, own } from '../safe';
import type { OrganizationStore } from '../state';
import type { Handlers } from './types';

/*
 * Projects (named groups of the organization's resources; the engine stores and answers them) and the
 * organization's resources by type: the platform's resource types, each the collection that holds it.
 */

type Rec = Record<string, any>;

const projectsOf = (store: OrganizationStore) => store.collection<Rec>('projects', 'Project');
const projectOf = (ctx: EmulatorContext) => projectsOf(ctx.store).get(ctx.params.projectId);

/** The collection of the store that holds each resource type a project can hold (the emulator keeps no search hubs, storefront associations or data collections). */
const COLLECTIONS: Record<string, string> = {
  CASE_ASSIST: 'caseAssists',
  CATALOG: 'catalogs',
  CRAWLING_MODULE: 'crawlingModules',
  EXTENSION: 'extensions',
  FIELD: 'fields',
  IN_PRODUCT_EXPERIENCE: 'ipxInterfaces',
  INSIGHT_PANEL: 'insightInterfaces',
  ML_MODEL: 'mlModels',
  QUERY_PIPELINE: 'pipelines',
  SEARCH_PAGE: 'searchPages',
  SECURITY_PROVIDER: 'securityproviders',
  SOURCE: 'sources',
  TRACKING_ID: 'commerceTrackingIds',
  UA_REPORT: '/rest/ua/v15/reports',
};

/** The organization's resources of one type, as `{ id, name, type }`; undefined for a type it keeps none of. */
function resourcesOfType(store: OrganizationStore, type: string): Rec[] | undefined {
  const name = own(COLLECTIONS, type);
  if (!name) return undefined;
  return [...store.collection(name).records].map(([id, record]) => ({
    id,
    name: String(record.name ?? record.displayName ?? id),
    type,
  }));
}

/** How many resources a page of a project's holds when the query gives no `perPage`, as the platform publishes. */
const PAGE_SIZE = 50;

/** Whether the query's `filter` is in any of `texts` (any case). */
const matches = (ctx: EmulatorContext, ...texts: unknown[]) =>
  texts
    .join(' ')
    .toLowerCase()
    .includes((ctx.query('filter') ?? '').toLowerCase());

/** The ids of a project's resources of one type. */
const idsIn = (project: Rec, type: string) => own<string[]>(project.resources, type) ?? [];

/** Puts a resource in a project (after those it holds), or takes it out. */
function hold(project: Rec, type: string, id: string, held: boolean) {
  if (held && idsIn(project, type).includes(id)) return;
  const others = idsIn(project, type).filter((other) => other !== id);
  project.resources = { ...project.resources, [type]: held ? [...others, id] : others };
}

/** Each of `ids` (resources of the query's `resourceType`) with the ids of the projects that hold it. */
function withProjects(ctx: EmulatorContext, ids: string[]) {
  const type = ctx.query('resourceType') ?? '';
  return ids.map((id) => ({ id, projectIds: projectsHolding(ctx.store, type, id) }));
}

/** The resources of the query's `resourceType` that the project `projectId` (a query parameter) holds. */
const resourcesOfProject = (ctx: EmulatorContext) => {
  const project = projectsOf(ctx.store).records.get(ctx.query('projectId') ?? '');
  return withProjects(ctx, project ? idsIn(project, ctx.query('resourceType') ?? '') : []);
};

/** The field a `sortBy` names: `CREATED_DATE` → `createdDate`, `POINT_OF_CONTACT` → `pointsOfContact`. */
const sortField = (sortBy: string) =>
  sortBy === 'POINT_OF_CONTACT'
    ? 'pointsOfContact'
    : sortBy.toLowerCase().replace(/_(\w)/g, (_, letter: string) => letter.toUpperCase());

/** The platform fills in who made and changed a project, refuses a blank name, filters and sorts listings. */
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
      const field = sortField(ctx.query('sortBy') ?? 'NAME');
      const order = ctx.query('order') === 'DESC' ? -1 : 1;
      return records
        .filter((p) => matches(ctx, p.name))
        .sort((a, b) => order * String(a[field] ?? '').localeCompare(String(b[field] ?? '')));
    },
  },
};

export const projectsHandlers: Handlers = {
  'workspace.addResource': (ctx) => {
    const project = projectOf(ctx);
    hold(project, ctx.params.resourceType, ctx.params.resourceId, true);
    return project;
  },
  'workspace.removeResource': (ctx) => {
    const { resourceType: type, resourceId: id } = ctx.params;
    const project = projectOf(ctx);
    if (!idsIn(project, type).includes(id))
      throw notFound(`In this project, the resource of type ${type}`, id);
    hold(project, type, id, false);
    return noContent();
  },
  'workspace.listResourceIds': (ctx) => idsIn(projectOf(ctx), ctx.params.resourceType),
  'workspace.listResourcesByProject': resourcesOfProject,
  'workspace.listResourcesByProjectPage': (ctx) => paged(ctx, resourcesOfProject(ctx), 'items', PAGE_SIZE),
  // The resource's projects become those listed: each must exist (404 before anything changes).
  'workspace.setResourceProjects': async (ctx) => {
    const wanted: string[] = await ctx.json();
    const projects = projectsOf(ctx.store);
    for (const id of wanted) projects.get(id);
    const type = ctx.query('resourceType') ?? '';
    for (const project of projects.list()) {
      const held = idsIn(project, type).includes(ctx.params.resourceId);
      if (held !== wanted.includes(project.id)) hold(project, type, ctx.params.resourceId, !held);
    }
    return noContent();
  },
  'projects.listAssociatedProjects': async (ctx) => withProjects(ctx, await ctx.json()),
  // A project's resources: those the organization has, and those it no longer has (the emulator hides none).
  'projects.listResourcesByStatus': (ctx) => {
    const [existing, missing] = [dictionary<string[]>(), dictionary<string[]>()];
    for (const [type, ids] of Object.entries<string[]>(projectOf(ctx).resources ?? {})) {
      const known = new Set((resourcesOfType(ctx.store, type) ?? []).map((r) => r.id));
      for (const id of ids) {
        const bucket = known.has(id) ? existing : missing;
        bucket[type] = [...(bucket[type] ?? []), id];
      }
    }
    return { existingResources: existing, noAccessResources: {}, deletedResources: missing };
  },
  'projects.listResources': (ctx) => {
    const type = ctx.params.resourceType;
    const known = new Map((resourcesOfType(ctx.store, type) ?? []).map((r) => [r.id, r]));
    const items = idsIn(projectOf(ctx), type).map((id): Rec => known.get(id) ?? { id, type });
    return paged(
      ctx,
      items.filter((r) => matches(ctx, r.id, r.name ?? '')),
      'items',
      PAGE_SIZE,
    );
  },
  'platformResources.list': (ctx) => {
    const items = resourcesOfType(ctx.store, ctx.params.resourceType);
    if (!items) throw notFound('In this organization, the resource type', ctx.params.resourceType);
    return paged(
      ctx,
      items.filter((r) => matches(ctx, r.id, r.name)),
    );
  },
};
