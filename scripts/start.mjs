// `npm start`: the main job. Installs and builds when needed, starts the emulator on a free
// loopback port (a real HTTP server in its own process), runs examples/admin-workflow.ts against
// it through the client, stops the emulator, and exits with the workflow's status.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const run = (command, args) => {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (!existsSync(`${root}/node_modules/.package-lock.json`)) {
  console.log('Installing dependencies (npm ci)...');
  run(npm, ['ci', '--no-audit', '--no-fund']);
}
console.log('Building the client and the emulator...');
run(npm, ['run', 'build', '--silent', '-w', 'packages/client', '-w', 'packages/emulator']);

const emulator = spawn(
  process.execPath,
  [`${root}/packages/emulator/dist/cli.js`, '--port', '0', '--refresh-ms', '3000'],
  {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  },
);
const url = await new Promise((resolve, reject) => {
  let output = '';
  emulator.stdout.on('data', (chunk) => {
    output += chunk;
    const match = /listening on (http:\/\/\S+)/.exec(output);
    if (match) resolve(match[1]);
  });
  emulator.once('exit', (code) =>
    reject(new Error(`the emulator exited (${code}) before listening:\n${output}`)),
  );
});
console.log(`Emulator listening on ${url}`);

const workflow = spawn(process.execPath, ['--import', 'tsx', `${root}/examples/admin-workflow.ts`], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, PLATFORM_HOST: url, PLATFORM_TOKEN: 'emulator-admin-token' },
});
const code = await new Promise((resolve) => workflow.once('exit', (status) => resolve(status ?? 1)));

const stopped = new Promise((resolve) => emulator.once('exit', resolve));
emulator.kill('SIGTERM');
await stopped;
console.log(
  code === 0 ? '\nEmulator stopped. Workflow complete.' : `\nEmulator stopped. Workflow failed (${code}).`,
);
process.exit(code);
