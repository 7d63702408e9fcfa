// The client's module is tree-shakable: an app that takes the pipeline and one family gets those and
// none of the other families' tables or classes. Guards the build (the @__PURE__ marks must survive
// it: esbuild keeps them when it does not minify, its minifier would drop them; the path constants
// must be droppable), not sizes to the byte.
import { describe, expect, it } from 'vitest';
import { bundle } from '../bench/sizes';

const oneFamily = `import { Transport } from '@platform-admin/client/core';
import { Sources } from '@platform-admin/client/sources';
new Sources(new Transport({ accessToken: 't', organizationId: 'o' })).get('s').then(console.log);`;
const whole = `import { PlatformClient } from '@platform-admin/client';
new PlatformClient({ accessToken: 't', organizationId: 'o' }).sources.get('s').then(console.log);`;

describe('a browser bundle of the built client', () => {
  it('keeps the pipeline and the family it uses, and drops the other families', async () => {
    const [one, all] = await Promise.all([bundle(oneFamily, { code: true }), bundle(whole, { code: true })]);
    expect(one.code).toContain('/rest/organizations/{org}/sources');
    for (const other of [
      '/clusters',
      '/machinelearning',
      '/snapshots',
      '/rest/ua/v15',
      'securityproviders',
      // The families the published specs brought in.
      '/commerce/v2',
      '/api/preview/organizations/{org}/agents',
      '/events/v1',
      '/rest/ua/v14',
      '/answer/cases/v1',
    ]) {
      expect(one.code, other).not.toContain(other);
      expect(all.code, other).toContain(other);
    }
    expect(one.gzip).toBeLessThan(all.gzip / 2);
  });

  it('keeps one of the new families alone, too: commerce without sources or usage analytics', async () => {
    const commerce = await bundle(
      `import { Transport } from '@platform-admin/client/core';
import { Commerce } from '@platform-admin/client/commerce';
new Commerce(new Transport({ accessToken: 't', organizationId: 'o' })).listings.list({ trackingId: 'x' }).then(console.log);`,
      { code: true },
    );
    expect(commerce.code).toContain('/commerce/v2/configurations/listings');
    for (const other of ['/sources/pages', '/rest/ua/v15', '/machinelearning', '/rest/search/v2']) {
      expect(commerce.code, other).not.toContain(other);
    }
    // Its size is bench/'s to measure (npm run bench -- --only=bundle); here, only that it is one family's.
    expect(commerce.gzip).toBeLessThan((await bundle(whole)).gzip / 2);
  });
});
