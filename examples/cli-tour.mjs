// The command line, after the workflow: a few `platform-admin` commands against the same emulator,
// printed as a user types them. The token and host come from the environment (PLATFORM_ADMIN_TOKEN,
// PLATFORM_ADMIN_HOST), as a user would set them; the token is never printed.
//   PLATFORM_ADMIN_HOST=http://127.0.0.1:8080 PLATFORM_ADMIN_TOKEN=emulator-admin-token node examples/cli-tour.mjs
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const bin = fileURLToPath(new URL('../packages/cli/dist/cli.js', import.meta.url));
const env = { ...process.env };

/** Runs one command line, shows it as typed and what it printed; returns stdout. */
function $(args, { show = true, quiet = false, expect = 0 } = {}) {
  const typed = args.map((a) => (/[\s'"|]/.test(a) ? `'${a}'` : a)).join(' ');
  if (!quiet) console.log(`\n$ platform-admin ${typed}`);
  const result = spawnSync(process.execPath, [bin, ...args], { env, encoding: 'utf8' });
  const out = result.stdout.trimEnd();
  if (show && !quiet && out) console.log(out.replace(/^/gm, '  '));
  if (!quiet && result.stderr.trim()) console.log(result.stderr.trimEnd().replace(/^/gm, '  '));
  if (result.status !== expect) {
    console.error(`  (exit ${result.status}, expected ${expect})`);
    process.exit(1);
  }
  if (expect !== 0) console.log(`  (exit ${result.status})`);
  return out;
}

console.log(
  '\nThe same emulator through the command line (PLATFORM_ADMIN_HOST and PLATFORM_ADMIN_TOKEN are set)',
);
$(['organizations', 'list', '-o', 'table', '--columns', 'id,displayName']);
const organizations = $(['organizations', 'list', '--output', 'ndjson'], { quiet: true })
  .split('\n')
  .map((line) => JSON.parse(line));
const acme =
  organizations.find((o) => /acme/i.test(`${o.displayName ?? ''} ${o.name ?? ''}`)) ?? organizations[0];
env.PLATFORM_ADMIN_ORG = acme.id;
console.log(`\n$ export PLATFORM_ADMIN_ORG=${acme.id}`);

$(['sources', 'list', '-o', 'table', '--columns', 'id,name,sourceType,information.sourceStatus.type']);
const lines = $(['sources', 'list', '--all'], { show: false }).split('\n').filter(Boolean);
for (const line of lines) console.log(`  ${line.length > 110 ? `${line.slice(0, 109)}…` : line}`);
const web = lines.map((line) => JSON.parse(line)).find((source) => source.sourceType === 'WEB2');
if (web) {
  const refreshed = JSON.parse(
    $(['sources', 'start-refresh', web.id, '--wait', '--interval', '0.5'], { show: false }),
  );
  console.log(
    `  ${refreshed.name}: ${refreshed.information?.sourceStatus?.type}, ${refreshed.information?.numberOfDocuments} documents`,
  );
}
$(['sources', 'get', 'no-such-source'], { expect: 1 });
$(['sorces', 'list'], { expect: 2 });
