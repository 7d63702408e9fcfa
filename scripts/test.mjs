// `npm test`: sets up what a fresh clone lacks (dependencies, builds, Debian's chromium), then runs
// every test with Vitest; arguments are passed on (`npm test -- --reporter=json ...`).
// `npm run test:browser` (PLATFORM_ADMIN_REQUIRE_BROWSER=1) runs the browser tests and fails, rather
// than skipping them, when chromium is missing.
import { CHROMIUM, ensureBuilt, ensureChromium, ensureInstalled, root, run } from './setup.mjs';

ensureInstalled();
ensureBuilt(['client', 'emulator', 'react', 'cli', 'console']);
const missing = ensureChromium();
const env = { ...process.env };
if (missing) {
  if (process.env.PLATFORM_ADMIN_REQUIRE_BROWSER === '1') {
    console.error(`The browser tests need chromium. ${missing}`);
    process.exit(1);
  }
  console.warn(`\nThe browser tests will be skipped: ${missing}\n`);
  env.PLATFORM_ADMIN_BROWSER_MISSING = missing;
} else {
  env.CHROMIUM_PATH ??= CHROMIUM;
}
run(process.execPath, [`${root}/node_modules/vitest/vitest.mjs`, 'run', ...process.argv.slice(2)], { env });
