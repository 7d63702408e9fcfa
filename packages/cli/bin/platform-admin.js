#!/usr/bin/env node
// The `platform-admin` command. It lives outside dist/ so that `npm ci` can link it before the
// first build (npm links a bin only if its file exists at install time); it runs the built CLI, or
// says how to build it.
import { existsSync } from 'node:fs';

const cli = new URL('../dist/cli.js', import.meta.url);
if (!existsSync(cli)) {
  console.error(
    'platform-admin: the CLI is not built yet. Run `npm run build` (or `npm start`) at the repository root, then try again.',
  );
  process.exit(1);
}
await import(cli.href);
