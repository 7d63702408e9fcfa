import type { EmulatorContext } from '../context';
import { noContent } from '../http';
import { own } from '../safe';
import type { Handlers } from './types';

// Crawling module deployments by ids or by project (those reportDeployment keeps, with the projects that
// hold them as CRAWLING_MODULE resources), and the version of each upgrade channel, platform-wide.

/** The organization's deployments, each with the ids of the projects that hold it. */
function deploymentsOf(ctx: EmulatorContext): Record<string, any>[] {
  const projects = ctx.store.collection('projects').list();
  const holders = (id: string) =>
    projects.filter((p) => own<string[]>(p.resources, 'CRAWLING_MODULE')?.includes(id)).map((p) => p.id);
  const deployments = ctx.store.collection('crawlingModules').list();
  return deployments.map((deployment) => ({ ...deployment, projectIds: holders(deployment.id) }));
}
const channelKey = (ctx: EmulatorContext) => `crawlingmodule upgradechannel ${ctx.params.upgradeChannel}`;

export const deploymentsHandlers: Handlers = {
  'crawlingModule.listByIds': async (ctx) => {
    const ids: string[] = await ctx.json();
    return deploymentsOf(ctx).filter((deployment) => ids.includes(deployment.id));
  },
  'crawlingModule.listByProject': (ctx) =>
    deploymentsOf(ctx).filter((deployment) => deployment.projectIds.includes(ctx.query('projectId'))),
  // A channel whose version was never set answers none.
  'crawlingModule.getUpgradeChannelVersion': (ctx) => ctx.state.global.documents.get(channelKey(ctx)) ?? {},
  'crawlingModule.setUpgradeChannelVersion': (ctx) => {
    ctx.state.global.documents.set(channelKey(ctx), { value: ctx.params.version });
    return noContent();
  },
};
