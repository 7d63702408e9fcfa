// `npm start`: the main job. Installs and builds when needed, starts the emulator on a free
// loopback port (a real HTTP server in its own process), runs examples/admin-workflow.ts against
// it through the client, stops the emulator, and exits with the workflow's status.
import { spawn } from 'node:child_process';
import { ensureBuilt, ensureInstalled, root } from './setup.mjs';

ensureInstalled();
ensureBuilt(['client', 'emulator', 'react', 'cli', 'console']);

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
let code = await new Promise((resolve) => workflow.once('exit', (status) => resolve(status ?? 1)));
// Then the command line on the same emulator: a few `platform-admin` commands, as a user types them.
const cliEnv = { ...process.env, PLATFORM_ADMIN_HOST: url, PLATFORM_ADMIN_TOKEN: 'emulator-admin-token' };
if (code === 0) {
  const tour = spawn(process.execPath, [`${root}/examples/cli-tour.mjs`], {
    cwd: root,
    stdio: 'inherit',
    env: cliEnv,
  });
  code = await new Promise((resolve) => tour.once('exit', (status) => resolve(status ?? 1)));
}

const stopped = new Promise((resolve) => emulator.once('exit', resolve));
emulator.kill('SIGTERM');
await stopped;
console.log(
  code === 0 ? '\nEmulator stopped. Workflow complete.' : `\nEmulator stopped. Workflow failed (${code}).`,
);
process.exit(code);
