// What both benches start: the portal's built server as `npm start` runs it, and the bare node:http server it is
// compared with, answering the same shape.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));
const serverEntry = join(root, 'apps/server/dist/main.js');
// The flags of `npm start` (package.json), so the benches measure the server as it runs.
const NODE_FLAGS = ['--max-semi-space-size=64'];
export const DEMO_LOGIN = { username: 'admin@shipper.demo', password: 'demo1234' };

const BARE_SERVER = (port) => `require('node:http').createServer((_q, s) => {
  s.writeHead(200, { 'content-type': 'application/json' });
  s.end(JSON.stringify({ now: new Date().toISOString() }));
}).listen(${port}, '127.0.0.1');`;

export const waitForAnswer = async (url, startedAt, timeoutMs = 120_000) => {
  while (Date.now() - startedAt < timeoutMs) {
    try {
      const response = await fetch(url);
      if (response.ok) return Date.now() - startedAt;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`no answer from ${url}`);
};

const stopper = (child) => () =>
  new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });

/** A server already on the port would answer /api/health in place of the one a bench starts. */
export const ensurePortFree = async (port) => {
  const isTaken = await fetch(`http://127.0.0.1:${port}/api/health`).then(
    () => true,
    () => false,
  );
  if (isTaken) throw new Error(`port ${port} is taken: set BENCH_PORT`);
};

/**
 * The portal on `dataDir`, ready when /api/health answers. `wrapper` runs node under another program (valgrind);
 * `nodeFlags` adds node options (--cpu-prof), `env` variables (DATABASE_URL, REDIS_URL…). Answers the start-up
 * time, the pid and a stop function.
 */
export const startPortal = async ({ dataDir, port, wrapper = [], nodeFlags = [], env = {}, timeoutMs }) => {
  const startedAt = Date.now();
  const [command, ...args] = [...wrapper, process.execPath, ...NODE_FLAGS, ...nodeFlags, serverEntry];
  const child = spawn(command, args, {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT: '1000000',
      ...env,
    },
    stdio: 'ignore',
  });
  const ms = await waitForAnswer(`http://127.0.0.1:${port}/api/health`, startedAt, timeoutMs);
  return { ms, pid: child.pid, stop: stopper(child) };
};

export const startBareServer = async ({ port, wrapper = [], timeoutMs }) => {
  const [command, ...args] = [...wrapper, process.execPath, '-e', BARE_SERVER(port)];
  const child = spawn(command, args, { stdio: 'ignore' });
  await waitForAnswer(`http://127.0.0.1:${port}/`, Date.now(), timeoutMs);
  return { pid: child.pid, stop: stopper(child) };
};

export const DEMO_CARRIER_LOGIN = { ...DEMO_LOGIN, username: 'admin@carrier.demo' };

/** The token pair of a demo account's login (`token`, `refreshToken`), the shipper's admin unless another is named. */
export const signInPair = async (base, login = DEMO_LOGIN) => {
  const response = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(login),
  });
  const pair = await response.json();
  if (!pair.token) throw new Error(`login failed: ${response.status}`);
  return pair;
};

/** An access token of a demo account, the shipper's admin unless another is named. */
export const signIn = async (base, login = DEMO_LOGIN) => (await signInPair(base, login)).token;

/** The company id (`ownerId`) in an access token's claims. */
export const ownerOf = (token) =>
  JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).ownerId;
