// `npm run lint:packages`: the published packages as npm users get them, checked by publint (strict)
// and Are the Types Wrong. Packs the built packages (no build: run `npm run build` first).
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { root } from './setup.mjs';

const packs = `${root}test-output/packs`;
const packages = process.argv.slice(2).length ? process.argv.slice(2) : ['client', 'emulator', 'react'];
const bin = (name) => `${root}node_modules/.bin/${name}`;
rmSync(packs, { recursive: true, force: true });
mkdirSync(packs, { recursive: true });
let failed = false;
for (const name of packages) {
  const dir = `${root}packages/${name}`;
  const out = execFileSync('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', packs], {
    cwd: dir,
    encoding: 'utf8',
  });
  const tarball = `${packs}/${JSON.parse(out)[0].filename}`;
  for (const [tool, args] of [
    ['publint', ['--strict', '--pack', 'false', dir]],
    ['attw', [tarball, '--format', 'ascii']],
  ]) {
    try {
      execFileSync(bin(tool), args, { stdio: 'inherit' });
    } catch {
      failed = true;
      console.error(`${tool} found problems in packages/${name}.`);
    }
  }
}
process.exit(failed ? 1 : 0);
