// The built module as a user runs it (packages/client/dist, made by `npm run build`; `npm test` builds
// it first): an error it throws reads as the source does. Its class is named (`PlatformError`, not a
// minifier's `Tr [PlatformError]`), its stack names the pipeline's functions, and with
// `--enable-source-maps` the stack points into the TypeScript sources.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));

/** A call answered 404 by a `fetch` stub; prints the error as `console.log` does. */
const program = (load: string) => `${load}
const { inspect } = require('node:util');
const platform = new PlatformClient({
  accessToken: 'a-token-of-some-length',
  organizationId: 'myorg',
  fetch: async () => new Response(JSON.stringify({ errorCode: 'NOT_FOUND', message: 'No source s.' }), {
    status: 404,
    headers: { 'content-type': 'application/json' },
  }),
});
platform.sources.get('s').then(
  () => console.log('resolved'),
  (error) => console.log(inspect(error)),
);`;

const run = (args: string[], source: string) =>
  execFileSync(process.execPath, [...args, source], { cwd: dist, encoding: 'utf8' });

describe('an error thrown by the built client', () => {
  for (const [kind, args, load] of [
    [
      'ESM',
      ['--input-type=module', '-e'],
      `import { PlatformClient } from './index.js';\nimport { createRequire } from 'node:module';\nconst require = createRequire(import.meta.url);`,
    ],
    ['CommonJS', ['-e'], `const { PlatformClient } = require('./index.cjs');`],
  ] as const) {
    it(`prints its class and readable frames (${kind})`, () => {
      const printed = run([...args], program(load));
      expect(printed).toMatch(/^PlatformError: GET https?:\/\/\S+\/sources\/s answered 404: NOT_FOUND/);
      const frames = printed.split('\n').filter((line) => /^\s+at /.test(line));
      // The error is made while decoding the answer, in the pipeline's run.
      expect(frames.join('\n')).toMatch(/at decode \(.*dist\/index\.c?js:\d+:\d+\)/);
      expect(frames.join('\n')).toMatch(/at (?:async )?Transport\.run \(.*dist\/index\.c?js:\d+:\d+\)/);
    });

    it(`points into the TypeScript sources under --enable-source-maps (${kind})`, () => {
      const printed = run(['--enable-source-maps', ...args], program(load));
      expect(printed).toMatch(/^PlatformError: /);
      // The decoding stage has a file of its own; the pipeline that runs it is in transport.ts.
      expect(printed).toMatch(/at decode \(.*src\/core\/decode\.ts:\d+:\d+\)/);
      expect(printed).toMatch(/at (?:async )?Transport\.run \(.*src\/core\/transport\.ts:\d+:\d+\)/);
    });
  }
});

describe('the built modules', () => {
  // V8 decodes a module that holds any other character into two-byte text, and scans it more slowly
  // (scripts/postbuild.mjs).
  it('are pure ASCII, so that they load as one-byte text', () => {
    for (const file of ['index.js', 'index.cjs', 'node/index.js', 'node/index.cjs']) {
      const text = readFileSync(new URL(file, `file://${dist}`), 'utf8');
      expect(text.length, file).toBeGreaterThan(0);
      expect(text.match(/[\u0080-\uffff]/g), file).toBeNull();
    }
  });
});
