import { randomUUID } from 'node:crypto';
import type { EmulatorContext } from '../context';
import { notFound } from '../http';
import type { Handlers } from './types';

/*
 * Tableau dashboards of usage analytics (deprecated on the platform): a fixed set of dashboards and
 * their views. Opening one answers a trusted-ticket URL, new on every call, as Tableau's are.
 */

/** One dashboard a line: its name, description and views, separated by ` | ` (views by commas). */
const DASHBOARDS = [
  'Search Overview | Searches, clicks and click-through over time. | Summary, Top Queries',
  'Content Gaps | Queries without results and queries without clicks. | No Results, No Clicks',
  'User Visits | Visits, their length and their events. | Visits',
]
  .map((row) => row.split(' | '))
  .map(([name, description, views]) => ({
    name,
    description,
    // A content URL is the name without its spaces.
    contentUrl: name.replace(/ /g, ''),
    views: views.split(', ').map((view) => ({ name: view, contentUrl: view.replace(/ /g, '') })),
  }));

/** The dashboard the path names, its content type checked. @throws HttpError 404 for unknown ones. */
function dashboard(ctx: EmulatorContext) {
  const { contentType, dashboardContentUrl } = ctx.params;
  if (contentType !== 'dashboards' && contentType !== 'views')
    throw notFound('Tableau content type', contentType);
  const found = DASHBOARDS.find((d) => d.contentUrl === dashboardContentUrl);
  if (!found) throw notFound('Tableau dashboard', dashboardContentUrl);
  return found;
}

const opened = (found: (typeof DASHBOARDS)[number], view: { name: string; contentUrl: string }) => ({
  name: view.name,
  contentUrl: view.contentUrl,
  authenticatedUrl: `https://tableau.emulator.local/trusted/${randomUUID()}/views/${found.contentUrl}/${view.contentUrl}`,
  dashboard: found,
});

export const tableauHandlers: Handlers = {
  'tableau.list': (ctx) => {
    const { contentType } = ctx.params;
    if (contentType === 'dashboards') return DASHBOARDS;
    if (contentType !== 'views') throw notFound('Tableau content type', contentType);
    return DASHBOARDS.flatMap((d) =>
      d.views.map(({ name, contentUrl }) => ({
        name,
        description: `${d.name}: ${name}`,
        contentUrl: `${d.contentUrl}/${contentUrl}`,
      })),
    );
  },
  'tableau.getDashboard': (ctx) => {
    const found = dashboard(ctx);
    return { ...opened(found, found.views[0]), name: found.name, contentUrl: found.contentUrl };
  },
  'tableau.getView': (ctx) => {
    const found = dashboard(ctx);
    const view = found.views.find((v) => v.contentUrl === ctx.params.viewContentUrl);
    if (!view) throw notFound('Tableau view', ctx.params.viewContentUrl);
    return opened(found, view);
  },
};
