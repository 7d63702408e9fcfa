// `prepack` of every published package: puts the repository's LICENSE beside it, so that the tarball
// carries it, and builds the package. `npm pack` builds only when dist is missing or older than the
// sources (the check `npm start` makes), so that packing after a build takes seconds; `npm publish`
// always builds afresh.
import { spawnSync } from 'node:child_process';
import { copyFileSync } from 'node:fs';
import { basename } from 'node:path';
import { ensureBuilt } from './setup.mjs';

copyFileSync(new URL('../LICENSE', import.meta.url), 'LICENSE');
if (process.env.npm_command === 'publish') {
  const build = spawnSync(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', 'build'], {
    stdio: 'inherit',
  });
  process.exit(build.status ?? 1);
}
ensureBuilt([basename(process.cwd())]);
