import type { EmulatorContext } from '../context';
import { noContent } from '../http';
import { own } from '../safe';
import type { Handlers } from './types';

/*
 * Crawling module deployments found by their ids or by project (the records reportDeployment keeps,
 * with the projects that hold them), and the version each upgrade channel offers, platform-wide.
 */

type Rec = Record<string, any>;

const deploymentsOf = (ctx: EmulatorContext) => ctx.store.collection('crawlingModules', 'Crawling module');
const channelKey = (ctx: EmulatorContext) => `crawlingmodule upgradechannel ${ctx.params.upgradeChannel}`;

/** A deployment with the ids of the projects that hold it (as their CRAWLING_MODULE resources). */
function withProjects(ctx: EmulatorContext, deployment: Rec) {
  const holds = (project: Rec) =>
    own<string[]>(project.resources, 'CRAWLING_MODULE')?.includes(deployment.id);
  const projectIds = ctx.store
    .collection('projects')
    .list()
    .filter(holds)
    .map((project) => project.id);
  return { ...deployment, projectIds };
}

export const deploymentsHandlers: Handlers = {
  // Those of the ids that were reported, in the order given.
  'crawlingModule.listByIds': async (ctx) => {
    const deployments = deploymentsOf(ctx);
    const ids = [...new Set<string>(await ctx.json())].filter((id) => deployments.has(id));
    return ids.map((id) => withProjects(ctx, deployments.get(id)));
  },
  'crawlingModule.listByProject': (ctx) =>
    deploymentsOf(ctx)
      .list()
      .map((deployment) => withProjects(ctx, deployment))
      .filter((deployment) => deployment.projectIds.includes(ctx.query('projectId'))),
  // A channel whose version was never set answers none.
  'crawlingModule.getUpgradeChannelVersion': (ctx) => ctx.state.global.documents.get(channelKey(ctx)) ?? {},
  'crawlingModule.setUpgradeChannelVersion': (ctx) => {
    ctx.state.global.documents.set(channelKey(ctx), { value: ctx.params.version });
    return noContent();
  },
};
