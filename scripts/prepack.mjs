// `prepack` of every published package: builds it and puts the repository's LICENSE beside it,
// so that the tarball carries both.
import { spawnSync } from 'node:child_process';
import { copyFileSync } from 'node:fs';

copyFileSync(new URL('../LICENSE', import.meta.url), 'LICENSE');
const build = spawnSync(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', 'build'], {
  stdio: 'inherit',
});
process.exit(build.status ?? 1);
