#!/usr/bin/env node
// The `platform-emulator` command. It lives outside dist/ so that `npm ci` can link it before the
// first build; it runs the built CLI, or says how to build it.
import { existsSync } from 'node:fs';

const cli = new URL('../dist/cli.js', import.meta.url);
if (!existsSync(cli)) {
  console.error(
    'platform-emulator: the emulator is not built yet. Run `npm run build` (or `npm start`) at the repository root, then try again.',
  );
  process.exit(1);
}
await import(cli.href);
