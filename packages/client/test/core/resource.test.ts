import { readdirSync, readFileSync } from 'node:fs';
import { type Endpoint, PlatformClient, Sources } from '@platform-admin/client';
import { describe, expect, it } from 'vitest';
import { useRecorder } from '../../../../test/recorder';
import { endpoints } from '../../src/core/endpoint';
import { Resource } from '../../src/core/resource';
import { Transport } from '../../src/core/transport';

const recorder = useRecorder('{"ok":true}');

const transport = () => new Transport({ accessToken: 'tok', organizationId: 'org1', host: recorder.url });

const widgetEndpoints = endpoints('widgets', {
  get: { method: 'GET', path: '/rest/organizations/{org}/widgets/{widgetId}/parts/{partId}' },
  save: {
    method: 'PUT',
    path: '/rest/organizations/{org}/widgets/{widgetId}',
    query: ['force'],
    body: 'json',
  },
  rename: {
    method: 'POST',
    path: '/rest/organizations/{org}/widgets/{widgetId}/name',
    body: 'json',
    bodyFields: ['name'],
  },
  touch: { method: 'POST', path: '/rest/organizations/{org}/widgets/{widgetId}/touch' },
  ofOrganization: {
    method: 'GET',
    path: '/rest/organizations/{org}/widgets',
    explicitOrganization: true,
    query: ['page'],
  },
  custom: { method: 'DELETE', path: '/rest/organizations/{org}/widgets/{widgetId}' },
});

class Widgets extends Resource<typeof widgetEndpoints> {
  get endpoints() {
    return widgetEndpoints;
  }

  /** Written out: it does more than the convention (a default query value). */
  custom(widgetId: string) {
    return this.call('custom', { path: { widgetId }, query: { reason: 'written' } });
  }
}
// biome-ignore lint/correctness/noUnusedVariables: merged into the class above, as a family's interface is
interface Widgets {
  get(widgetId: string, partId: string, settings?: object): Promise<unknown>;
  save(widgetId: string, widget: object, query?: { force?: boolean }, settings?: object): Promise<unknown>;
  rename(widgetId: string, name: string): Promise<unknown>;
  touch(widgetId: string): Promise<unknown>;
  ofOrganization(organizationId?: string, query?: { page?: number }): Promise<unknown>;
}

describe('methods made from the endpoint table', () => {
  it('follow the argument convention: path parameters, body, query, then request settings', async () => {
    const widgets = new Widgets(transport());
    await expect(widgets.get('w 1', 'p/2', { headers: { 'x-probe': 'settings' } })).resolves.toEqual({
      ok: true,
    });
    await widgets.save('w1', { color: 'red' }, { force: true });
    await widgets.rename('w1', 'New name');
    await widgets.touch('w1');
    await widgets.ofOrganization('other org', { page: 2 });
    await widgets.ofOrganization();
    const [get, save, rename, touch, other, own] = recorder.requests;
    expect(get).toMatchObject({ method: 'GET', url: '/rest/organizations/org1/widgets/w%201/parts/p%2F2' });
    expect(get.headers['x-probe']).toBe('settings');
    expect(save).toMatchObject({ method: 'PUT', url: '/rest/organizations/org1/widgets/w1?force=true' });
    expect(JSON.parse(save.body.toString())).toEqual({ color: 'red' });
    expect(JSON.parse(rename.body.toString()), 'a body of one named field').toEqual({ name: 'New name' });
    expect(touch.body.toString(), 'a write without a body sends {}').toBe('{}');
    expect(other.url).toBe('/rest/organizations/other%20org/widgets?page=2');
    expect(own.url, 'the organization left out is the configured one').toBe(
      '/rest/organizations/org1/widgets',
    );
  });

  it('leave a method the class writes out as it is', async () => {
    await new Widgets(transport()).custom('w1');
    expect(recorder.requests[0].url).toBe('/rest/organizations/org1/widgets/w1?reason=written');
  });

  it('sit on the prototype, named after their call, made once for every instance', () => {
    const first = new Widgets(transport());
    const second = new Widgets(transport());
    expect(Object.hasOwn(Widgets.prototype, 'save')).toBe(true);
    expect(Object.hasOwn(first, 'save')).toBe(false);
    expect(first.save).toBe(second.save);
    expect(first.save.name).toBe('save');
    expect(Object.keys(first), 'not enumerable').not.toContain('save');
  });

  it('serve a subclass of a family, whose own methods win', async () => {
    class LoudSources extends Sources {
      override get(sourceId: string) {
        return super.get(sourceId.toUpperCase());
      }
    }
    const sources = new LoudSources(transport());
    await sources.get('abc');
    await sources.delete('abc');
    expect(recorder.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /rest/organizations/org1/sources/ABC',
      'DELETE /rest/organizations/org1/sources/abc',
    ]);
  });

  it('are there for every family of PlatformClient, each family made when first used', () => {
    const client = new PlatformClient({ accessToken: 'tok', organizationId: 'org1', host: recorder.url });
    expect(Object.keys(client)).not.toContain('sources');
    const sources = client.sources;
    expect(client.sources, 'one instance per client').toBe(sources);
    expect(Object.keys(client)).toContain('sources');
    expect(typeof sources.fullRefresh).toBe('function');
    expect(typeof sources.mappings.get).toBe('function');
  });
});

describe("the families' interfaces", () => {
  it('declare only methods that instances have, with the arguments of the convention', async () => {
    const ts = (await import('typescript')).default;
    const client: Record<string, unknown> = await import('@platform-admin/client');
    const dir = new URL('../../src/resources/', import.meta.url);
    const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'));
    const missing: string[] = [];
    const misdeclared: string[] = [];
    let checked = 0;
    for (const file of files) {
      const source = ts.createSourceFile(
        file,
        readFileSync(new URL(file, dir), 'utf8'),
        ts.ScriptTarget.Latest,
      );
      const classes = new Set(
        source.statements.filter(ts.isClassDeclaration).map((statement) => statement.name?.text),
      );
      for (const statement of source.statements) {
        if (!ts.isInterfaceDeclaration(statement) || !classes.has(statement.name.text)) continue;
        // A container of areas (`Ua`) declares the areas it is given (`Nested<typeof uaAreas>`), no calls.
        const heritage = statement.heritageClauses?.flatMap((clause) => clause.types) ?? [];
        if (heritage.some((type) => type.expression.getText(source) === 'Nested')) continue;
        const Family = client[statement.name.text] as new (transport: Transport) => object;
        // An abstract base (SubscriptionSet) is checked through the classes that extend it.
        const made = Object.values(client).filter(
          (value): value is new (transport: Transport) => object =>
            typeof value === 'function' && (value === Family || value.prototype instanceof Family),
        );
        const instances = made
          .filter((Made) => Object.hasOwn(Made.prototype, 'endpoints'))
          .map((Made) => new Made(transport()));
        expect(instances.length, `${file}: ${statement.name.text} is exported and made`).toBeGreaterThan(0);
        for (const member of statement.members) {
          if (!ts.isMethodSignature(member)) continue;
          const name = member.name.getText(source);
          checked++;
          const parameters = member.parameters.map((parameter) => parameter.name.getText(source));
          for (const instance of instances) {
            if (typeof (instance as Record<string, unknown>)[name] !== 'function')
              missing.push(`${instance.constructor.name}.${name}`);
            // A method made from the table takes the convention's arguments, request settings last.
            const endpoint = (instance as { endpoints: Record<string, Endpoint> }).endpoints[name];
            if (!endpoint) continue;
            const expected =
              endpoint.pathParams.filter((param) => param !== 'org' || endpoint.explicitOrganization).length +
              (endpoint.body ? 1 : 0) +
              (endpoint.query?.length ? 1 : 0) +
              1;
            if (parameters.length !== expected || parameters[expected - 1] !== 'settings')
              misdeclared.push(`${instance.constructor.name}.${name}(${parameters.join(', ')})`);
          }
        }
      }
    }
    expect(missing).toEqual([]);
    expect(misdeclared).toEqual([]);
    expect(checked).toBeGreaterThan(600);
  });
});

describe('withAreas', () => {
  it("gives a family its areas, areas of areas included, as read-only properties, as PlatformClient's", async () => {
    const { withAreas, Sources, sourcesAreas, SourceMappings, Commerce, commerceAreas, PlatformClient } =
      await import('@platform-admin/client');
    const t = transport();
    const sources = withAreas(new Sources(t), sourcesAreas, t);
    expect(sources.mappings).toBeInstanceOf(SourceMappings);
    expect(() => {
      (sources as { mappings: unknown }).mappings = null;
    }).toThrow(TypeError);
    // A family's class alone holds its own calls only.
    expect((new Sources(t) as { mappings?: unknown }).mappings).toBeUndefined();
    const commerce = withAreas(new Commerce(t), commerceAreas, t);
    expect(typeof commerce.recommendations.slots.list).toBe('function');
    const platform = new PlatformClient({ accessToken: 'x', organizationId: 'o' });
    expect(Object.keys(platform.sources)).toEqual(['transport', ...Object.keys(sourcesAreas)]);
  });
});
