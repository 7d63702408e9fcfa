import { randomUUID } from 'node:crypto';
import { notFound } from '../http';
import type { Handlers } from './types';

/*
 * Tableau dashboards of usage analytics (deprecated on the platform): a fixed set of dashboards and
 * their views. Opening one answers a trusted-ticket URL, new on every call, as Tableau's are.
 */

const TABLEAU_HOST = 'https://tableau.emulator.local';

const DASHBOARDS = [
  {
    name: 'Search Overview',
    description: 'Searches, clicks and click-through over time.',
    contentUrl: 'SearchOverview',
    views: [
      { name: 'Summary', contentUrl: 'Summary' },
      { name: 'Top Queries', contentUrl: 'TopQueries' },
    ],
  },
  {
    name: 'Content Gaps',
    description: 'Queries without results and queries without clicks.',
    contentUrl: 'ContentGaps',
    views: [
      { name: 'No Results', contentUrl: 'NoResults' },
      { name: 'No Clicks', contentUrl: 'NoClicks' },
    ],
  },
  {
    name: 'User Visits',
    description: 'Visits, their length and their events.',
    contentUrl: 'UserVisits',
    views: [{ name: 'Visits', contentUrl: 'Visits' }],
  },
];

const CONTENT_TYPES = ['dashboards', 'views'];

function contentType(raw: string): string {
  if (!CONTENT_TYPES.includes(raw)) throw notFound('Tableau content type', raw);
  return raw;
}

function dashboard(contentUrl: string) {
  const found = DASHBOARDS.find((d) => d.contentUrl === contentUrl);
  if (!found) throw notFound('Tableau dashboard', contentUrl);
  return found;
}

const ticketUrl = (path: string) => `${TABLEAU_HOST}/trusted/${randomUUID()}/views/${path}`;

export const tableauHandlers: Handlers = {
  'tableau.list': (ctx) => {
    if (contentType(ctx.params.contentType) === 'dashboards') return DASHBOARDS;
    return DASHBOARDS.flatMap((d) =>
      d.views.map((view) => ({
        name: view.name,
        description: `${d.name}: ${view.name}`,
        contentUrl: `${d.contentUrl}/${view.contentUrl}`,
      })),
    );
  },
  'tableau.getDashboard': (ctx) => {
    contentType(ctx.params.contentType);
    const found = dashboard(ctx.params.dashboardContentUrl);
    return {
      name: found.name,
      contentUrl: found.contentUrl,
      authenticatedUrl: ticketUrl(`${found.contentUrl}/${found.views[0].contentUrl}`),
      dashboard: found,
    };
  },
  'tableau.getView': (ctx) => {
    contentType(ctx.params.contentType);
    const found = dashboard(ctx.params.dashboardContentUrl);
    const view = found.views.find((v) => v.contentUrl === ctx.params.viewContentUrl);
    if (!view) throw notFound('Tableau view', ctx.params.viewContentUrl);
    return {
      name: view.name,
      contentUrl: view.contentUrl,
      authenticatedUrl: ticketUrl(`${found.contentUrl}/${view.contentUrl}`),
      dashboard: found,
    };
  },
};
