/**
 * The production install path, tried for real: the built site (`dist/`) and the server's code are
 * copied to a folder of their own, installed with `npm ci --omit=dev` (no Vite, no TypeScript, no
 * browser libraries: the build has bundled those), started with NODE_ENV=production, and asked for
 * the status call and the home page, and checked for what a production start must not have (the demo
 * accounts and catalogue). Exits non-zero when any of that fails. Needs `npm run build` first.
 *
 * This is what README "Running in production" tells an operator to do; `npm test` runs it once.
 */
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { freePort } from './free-port.ts';

const ROOT = resolve(import.meta.dirname, '..');
const TARGET = join(ROOT, '.tmp', 'production');
const STATUS_TIMEOUT_MS = 60_000;

function fail(message: string): never {
  console.error(`production check: ${message}`);
  process.exit(1);
}

if (!existsSync(join(ROOT, 'dist', 'index.html')))
  fail('dist/ is missing: run `npm run build` first');

rmSync(TARGET, { recursive: true, force: true });
mkdirSync(TARGET, { recursive: true });
for (const entry of ['package.json', 'package-lock.json', 'server', 'shared', 'dist']) {
  cpSync(join(ROOT, entry), join(TARGET, entry), {
    recursive: true,
    filter: (source) => !source.includes(`${join('server', 'data')}`),
  });
}

console.info('▶ npm ci --omit=dev (production dependencies only)');
const install = spawnSync('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund'], {
  cwd: TARGET,
  stdio: 'inherit',
});
if (install.status !== 0) fail('npm ci --omit=dev failed');

// Build tools must not be there: the point of the split.
const installed = new Set(readdirSync(join(TARGET, 'node_modules')));
const leaked = ['vite', 'typescript', 'react', '@babel', 'vitest'].filter((name) =>
  installed.has(name),
);
if (leaked.length > 0) fail(`development packages installed anyway: ${leaked.join(', ')}`);

const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
  cwd: TARGET,
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PUBLIC_ORIGIN: origin,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: join(TARGET, 'data'),
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
let exited = false;
server.on('exit', () => {
  exited = true;
});

/** Polls until the status call answers the contract's success envelope (the database is migrated and seeded first). */
async function statusAnswer(): Promise<unknown> {
  const deadline = Date.now() + STATUS_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (exited) fail('the server exited before answering');
    try {
      const response = await fetch(`${origin}/wps/system/status`, {
        headers: { Merchant: 'bdbt' },
      });
      if (response.ok) return await response.json();
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  return fail(`no status answer within ${STATUS_TIMEOUT_MS / 1000} s`);
}

try {
  const status = (await statusAnswer()) as { success?: unknown };
  if (status.success !== true) fail(`status call answered ${JSON.stringify(status).slice(0, 200)}`);
  // No demo data in production: no demo account to log in to with its published password, and an
  // empty catalogue answered as an empty list (server/README.md "Demo data and seeds").
  const demoAccount = (await (
    await fetch(`${origin}/wps/member/username?username=demo_player`, {
      headers: { Merchant: 'bdbt' },
    })
  ).json()) as {
    value?: { available?: unknown };
  };
  if (demoAccount.value?.available !== true)
    fail(`the demo account exists in production: ${JSON.stringify(demoAccount).slice(0, 200)}`);
  const list = (await (
    await fetch(`${origin}/wps/relay/GCSGAME_gameList?pageNum=1&pageSize=24`, {
      headers: { Merchant: 'bdbt' },
    })
  ).json()) as {
    success?: unknown;
    value?: { totalCount?: unknown };
  };
  if (list.success !== true || list.value?.totalCount !== 0)
    fail(`the game list of an empty catalogue answered ${JSON.stringify(list).slice(0, 200)}`);
  // No demo cashier channel (server/README.md "Cashier"): a channel's icon is served only for a
  // configured channel, so the demo wallets' icons must be missing (the channel list itself needs a
  // member's session, and a production start has no member to log in with).
  for (const code of ['bkash', 'nagad', 'rocket', 'bank']) {
    const icon = await fetch(`${origin}/cashier/icons/${code}.svg`);
    if (icon.status !== 404)
      fail(`the demo cashier channel ${code} is configured in production (${icon.status})`);
  }
  const home = await fetch(`${origin}/m/home`);
  const html = await home.text();
  if (!home.ok || !html.includes('<div id="root"')) fail(`/m/home answered ${home.status}`);
  console.info(
    `production check: ${[...installed].length} top-level packages; status, an empty catalogue and /m/home answered on ${origin}, no demo account or cashier channel`,
  );
} finally {
  server.kill('SIGTERM');
}
