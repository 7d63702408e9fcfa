// The console's server and its proxy, in Node alone (no browser): `platform-admin console` started as
// the README says, its calls made over HTTP as a page (or another site's page) would make them.
//   - On a real organization (here a stand-in platform on loopback that records what it is sent, and
//     echoes the Authorization header back, as a careless proxy might): the token is added by the
//     server, replaces whatever the page sent, and appears in no response, no log line, no served file.
//   - A call without the console's header, or at another Host (DNS rebinding), is refused before it
//     reaches the platform.
//   - On the emulator: a call through the proxy works.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const cli = `${root}packages/cli/dist/cli.js`;
const TOKEN = 'xx-console-proxy-test-token-7f3a9c';
const HEADER = 'x-platform-admin-console';

interface Console {
  child: ChildProcess;
  origin: string;
  port: number;
  /** Everything it printed, stdout and stderr. */
  log: () => string;
}

/** Starts `platform-admin console ... --no-open --port 0`; resolves once it prints its URL. */
async function startConsole(args: string[], env: NodeJS.ProcessEnv): Promise<Console> {
  const child = spawn(process.execPath, [cli, 'console', ...args, '--no-open', '--port', '0'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout!.on('data', (chunk) => {
    log += chunk;
  });
  child.stderr!.on('data', (chunk) => {
    log += chunk;
  });
  const origin = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`No URL printed in 30 s: ${log}`)), 30_000);
    const look = () => {
      const match = /http:\/\/127\.0\.0\.1:\d+/.exec(log);
      if (match) {
        clearTimeout(timer);
        resolve(match[0]);
      }
    };
    child.stdout!.on('data', look);
    child.once('exit', (code) => reject(new Error(`The console exited (${code}): ${log}`)));
  });
  return { child, origin, port: Number(new URL(origin).port), log: () => log };
}

async function stopConsole(started: Console | undefined): Promise<void> {
  if (!started || started.child.exitCode !== null) return;
  const exited = new Promise((resolve) => started.child.once('exit', resolve));
  started.child.kill('SIGTERM');
  await exited;
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
}

/** One HTTP call to the console, with exactly the headers given (Host included, unlike fetch). */
function call(
  port: number,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: options.method ?? 'GET',
        headers: { host: `127.0.0.1:${port}`, ...options.headers },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

/** An answer's status line, headers and body as one text, to look for the token in. */
const whole = (answer: Answer) => `${answer.status} ${JSON.stringify(answer.headers)} ${answer.text}`;

describe('the console proxy on an organization (a stand-in platform on loopback)', () => {
  let platform: Server;
  const seen: Array<{ method?: string; url?: string; headers: IncomingHttpHeaders; body: string }> = [];
  let started: Console | undefined;

  beforeAll(async () => {
    platform = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => {
        body += chunk;
      });
      req.on('end', () => {
        seen.push({ method: req.method, url: req.url, headers: req.headers, body });
        if (req.url?.includes('/drop')) return req.socket.destroy();
        // Echoes the credentials back, in a header and in the body.
        res.writeHead(200, {
          'content-type': 'application/json',
          'x-echo-authorization': String(req.headers.authorization),
        });
        res.end(JSON.stringify({ authorization: req.headers.authorization, url: req.url, body }));
      });
    });
    await new Promise<void>((resolve) => platform.listen(0, '127.0.0.1', resolve));
    const platformUrl = `http://127.0.0.1:${(platform.address() as AddressInfo).port}`;
    const config = `${root}test-output/console/proxy-config`;
    mkdirSync(config, { recursive: true });
    started = await startConsole(['--org', 'myorganization', '--host', platformUrl], {
      ...process.env,
      PLATFORM_ADMIN_TOKEN: TOKEN,
      XDG_CONFIG_HOME: config,
      PLATFORM_ADMIN_PROFILE: '',
    });
  }, 60_000);

  afterAll(async () => {
    await stopConsole(started);
    await new Promise((resolve) => platform?.close(resolve));
  });

  it('adds the token on the server side, in place of what the page sent, and never hands it back', async () => {
    const answer = await call(
      started!.port,
      '/api/platform/rest/organizations/myorganization/sources?page=0',
      {
        method: 'POST',
        headers: {
          [HEADER]: '1',
          authorization: 'Bearer added-by-the-console-server',
          'content-type': 'application/json',
        },
        body: JSON.stringify({ name: 'Docs' }),
      },
    );
    expect(answer.status).toBe(200);
    const last = seen.at(-1)!;
    expect(last.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(last.url).toBe('/rest/organizations/myorganization/sources?page=0');
    expect(last.body).toBe('{"name":"Docs"}');
    // The console's own header and the page's cookies stay with the console.
    expect(last.headers[HEADER]).toBeUndefined();
    // The platform echoed the token: the page gets it redacted, in the body and in the header.
    expect(whole(answer)).not.toContain(TOKEN);
    expect(JSON.parse(answer.text).authorization).toBe('Bearer [redacted]');
    expect(answer.headers['x-echo-authorization']).toBe('Bearer [redacted]');
  });

  it('refuses a call without the console header, and a call at another Host, before the platform sees it', async () => {
    const before = seen.length;
    const bare = await call(started!.port, '/api/platform/rest/organizations/myorganization/sources');
    expect(bare.status).toBe(403);
    expect(JSON.parse(bare.text).message).toContain(HEADER);
    const rebound = await call(started!.port, '/api/platform/rest/organizations/myorganization/sources', {
      headers: { host: `attacker.example:${started!.port}`, [HEADER]: '1' },
    });
    expect(rebound.status).toBe(421);
    // Another site's preflight gets no CORS permission.
    const preflight = await call(started!.port, '/api/platform/rest/organizations/myorganization/sources', {
      method: 'OPTIONS',
      headers: {
        origin: 'http://attacker.example',
        'access-control-request-method': 'GET',
        'access-control-request-headers': HEADER,
      },
    });
    expect(preflight.status).toBeGreaterThanOrEqual(400);
    expect(Object.keys(preflight.headers).filter((name) => name.startsWith('access-control-'))).toEqual([]);
    // The page and the settings at another Host are refused too.
    expect((await call(started!.port, '/', { headers: { host: 'attacker.example' } })).status).toBe(421);
    expect(seen.length).toBe(before);
  });

  it('keeps the token out of a failed call, the served page, the settings and the log', async () => {
    const failed = await call(started!.port, '/api/platform/drop', { headers: { [HEADER]: '1' } });
    expect(failed.status).toBe(502);
    expect(whole(failed)).not.toContain(TOKEN);
    const page = await call(started!.port, '/');
    expect(page.status).toBe(200);
    const scripts = [...page.text.matchAll(/(?:src|href)="(\/[^"]+)"/g)].map((match) => match[1]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const path of ['/', '/explorer/sources.list', '/api/settings', ...scripts]) {
      const answer = await call(started!.port, path);
      expect(answer.status, path).toBe(200);
      expect(whole(answer), path).not.toContain(TOKEN);
    }
    const settings = JSON.parse((await call(started!.port, '/api/settings')).text);
    expect(settings).toMatchObject({ mode: 'platform', organizationId: 'myorganization' });
    expect(started!.log()).toContain('platform-admin console on');
    expect(started!.log()).not.toContain(TOKEN);
  });
});

describe('the console proxy on the emulator', () => {
  let started: Console | undefined;

  beforeAll(async () => {
    started = await startConsole(['--emulator'], process.env);
  }, 60_000);

  afterAll(() => stopConsole(started));

  it('passes a call on to the emulator and its answer back', async () => {
    const settings = JSON.parse((await call(started!.port, '/api/settings')).text);
    expect(settings.mode).toBe('emulator');
    const path = `/api/platform/rest/organizations/${settings.organizationId}/sources/pages?page=0&perPage=2`;
    const answer = await call(started!.port, path, {
      headers: { [HEADER]: '1', authorization: 'Bearer added-by-the-console-server' },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['x-request-id'] ?? answer.headers['x-requestid']).toBeTruthy();
    const body = JSON.parse(answer.text);
    expect(body.sourceModels.map((source: { name: string }) => source.name)).toEqual([
      'Acme documentation',
      'Product catalog',
    ]);
    // The same call without the console's header reaches nothing.
    expect((await call(started!.port, path)).status).toBe(403);
    expect(started!.log()).not.toContain('emulator-admin-token');
  });
});
