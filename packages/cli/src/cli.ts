#!/usr/bin/env node
import { main } from './main';

const code = await main(process.argv.slice(2));
// Let stdout drain (a pipe may still hold output), then leave with the code.
process.exitCode = code;
if (code !== 0) {
  process.stdout.write('', () => process.exit(code));
}
