// `npm run soak [-- --seconds=300] [-- --db=pglite|postgres|both]`: mixed traffic on loopback
// (logins, game lists, searches, favourites, captchas, SMS requests) against a server on PGlite and
// one on PostgreSQL (a throwaway cluster), each in its own process. Reports requests/s, p99 per
// call, errors, refusals by rate limit, the server's RSS and the database size at the start and end,
// sampled through the run (`--samples=10`) with the size of every table, index and TOAST, and a
// verdict: the database is flat when it grew less than `--flat-percent=2` over the judged window.
// `--sql=<file>` runs statements in the database before the traffic (storage settings to try).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { encryptLikeClient } from '../tests/server/helpers/client-crypto.ts';
import { CAPTCHA_TTL_MS } from '../server/services/captcha.ts';
import { SOAK_SWEEP_MS, type DatabaseStats } from './soak-stats.ts';
import { findPostgresBin, startThrowawayCluster, type Cluster } from './postgres-cluster.ts';

const args = new Map(
  process.argv.slice(2).map((arg) => arg.replace(/^--/, '').split('=') as [string, string]),
);
const SECONDS = Number(args.get('seconds') ?? 300);
const WHICH = args.get('db') ?? 'both';
const WORKERS = Number(args.get('workers') ?? 8);
const SAMPLES = Number(args.get('samples') ?? 10);
const FLAT_PERCENT = Number(args.get('flat-percent') ?? 2);
const SQL_FILE = args.get('sql');
const MERCHANT = { Merchant: 'bdbt' };
const ACCOUNT = { username: 'demo_player', password: 'Demo1234' };

interface Server {
  child: ChildProcess;
  base: string;
  /** PGlite's folder (WAL included), or null on PostgreSQL where pg_database_size is the measure. */
  folder(): number | null;
  /** Sizes and row counts per table, read by the server process (see soak-server.ts). */
  stats(): Promise<DatabaseStats>;
  /** Runs statements in the server's database (`--sql=<file>`, e.g. storage settings to try). */
  run(statements: string): Promise<void>;
}

function rssOf(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('VmRSS:'));
  return Number(line?.replace(/\D+/g, '') ?? 0) * 1024;
}

function folderSize(dir: string): number {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    total += entry.isDirectory() ? folderSize(path) : statSync(path).size;
  }
  return total;
}

async function startServer(
  kind: 'pglite' | 'postgres',
  cluster: Cluster | null,
  dataDir: string,
): Promise<Server> {
  let databaseUrl = '';
  if (kind === 'postgres' && cluster !== null) {
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    await admin.query('create database soak');
    await admin.end();
    databaseUrl = cluster.url.replace(/\/postgres$/, '/soak');
  }
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'scripts/soak-server.ts', dataDir, databaseUrl],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  // Line one is the port; every later line answers one `stats` request, in order.
  const waiting: ((line: string) => void)[] = [];
  const port = await new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`server exited (${code})`)));
    waiting.push((line) => resolve((JSON.parse(line) as { port: number }).port));
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (line) =>
      waiting.shift()?.(line),
    );
  });
  // One request at a time: the answers carry no id, so a second must wait for the first.
  let queue: Promise<unknown> = Promise.resolve();
  const request = (line: string) => {
    const next = queue.then(
      () =>
        new Promise<{ stats?: DatabaseStats; error?: string }>((resolve, reject) => {
          waiting.push((answer) => {
            const parsed = JSON.parse(answer) as { stats?: DatabaseStats; error?: string };
            if (parsed.error !== undefined) reject(new Error(parsed.error));
            else resolve(parsed);
          });
          child.stdin?.write(`${line}\n`);
        }),
    );
    queue = next.catch(() => undefined);
    return next;
  };
  const stats = async () => (await request('stats')).stats as DatabaseStats;
  // One statement per request: PGlite's extended protocol takes one at a time. Lines starting `--` are comments.
  const run = async (statements: string) => {
    const text = statements
      .split('\n')
      .filter((line) => !line.trim().startsWith('--'))
      .join('\n');
    for (const statement of text
      .split(/;\s*(?:\n|$)/)
      .map((part) => part.trim())
      .filter((part) => part !== ''))
      await request(`sql ${JSON.stringify(statement)}`);
  };
  return {
    child,
    base: `http://127.0.0.1:${port}`,
    folder: () => (kind === 'pglite' ? folderSize(dataDir) : null),
    stats,
    run,
  };
}

type Call = 'login' | 'gameList' | 'search' | 'favourites' | 'captcha' | 'sms';
// Weights of the mix: browsing dominates, as on the site.
const MIX: [Call, number][] = [
  ['gameList', 35],
  ['search', 20],
  ['favourites', 15],
  ['captcha', 12],
  ['login', 10],
  ['sms', 8],
];
const SEARCHES = ['super', 'ace', 'fortune', 'crash', 'golden', 'fish', 'baccarat', 'lucky'];

interface Tally {
  times: number[];
  errors: number;
  limited: number;
  /** HTTP status and error code of each refusal that is not a rate limit, counted. */
  reasons: Map<string, number>;
}

async function traffic(base: string, seconds: number) {
  const tallies = new Map<Call, Tally>(
    MIX.map(([call]) => [
      call,
      { times: [], errors: 0, limited: 0, reasons: new Map<string, number>() },
    ]),
  );
  const key = (await (
    await fetch(`${base}/wps/session/key/rsa`, { headers: MERCHANT })
  ).json()) as { value: { publicKey: string } };
  const loginBody = () => {
    const { body, encryption } = encryptLikeClient(key.value.publicKey, {
      type: 'username',
      ...ACCOUNT,
    });
    return {
      body: JSON.stringify(body),
      headers: { ...MERCHANT, 'Content-Type': 'application/json', Encryption: encryption },
    };
  };
  const tokenAnswer = (await (
    await fetch(`${base}/wps/session/login`, { method: 'POST', ...loginBody() })
  ).json()) as { value: { token: string } };
  const token = tokenAnswer.value.token;
  const total = MIX.reduce((sum, [, weight]) => sum + weight, 0);
  const pick = (): Call => {
    let roll = Math.random() * total;
    for (const [call, weight] of MIX) if ((roll -= weight) < 0) return call;
    return 'gameList';
  };
  const end = Date.now() + seconds * 1000;

  async function once(call: Call, worker: number): Promise<Response[]> {
    const get = (path: string, headers: Record<string, string> = {}) =>
      fetch(`${base}${path}`, { headers: { ...MERCHANT, ...headers } });
    switch (call) {
      case 'gameList':
        return [
          await get(
            `/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=${1 + Math.floor(Math.random() * 5)}&pageSize=24&language=EN`,
          ),
        ];
      case 'search':
        return [
          await get(
            `/wps/relay/GCSGAME_gameList?gameName=${SEARCHES[Math.floor(Math.random() * SEARCHES.length)]}&pageSize=24&language=EN`,
          ),
        ];
      case 'favourites': {
        const nodeId = 1 + Math.floor(Math.random() * 300);
        const json = { ...MERCHANT, Authorization: token, 'Content-Type': 'application/json' };
        return [
          await fetch(`${base}/wps/relay/MCSFE_addFavoriteGameV2`, {
            method: 'POST',
            headers: json,
            body: JSON.stringify({ nodeId }),
          }),
          await get('/wps/relay/MCSFE_getFavoriteGamesList?pageNo=1&pageSize=24&language=EN', {
            Authorization: token,
          }),
          await fetch(`${base}/wps/relay/MCSFE_removeFavoriteGameV2`, {
            method: 'DELETE',
            headers: json,
            body: JSON.stringify({ nodeId }),
          }),
        ];
      }
      case 'captcha':
        // Half with the worker's own cookie (one challenge kept per client), half as new clients.
        return [
          await get(
            '/wps/captcha',
            Math.random() < 0.5
              ? { Cookie: `captcha_client=${`soak${worker}`.padEnd(43, '0')}` }
              : {},
          ),
        ];
      case 'login': {
        const answer = await fetch(`${base}/wps/session/login`, { method: 'POST', ...loginBody() });
        const body = (await answer.clone().json()) as { value?: { token?: string } };
        const session = body.value?.token;
        if (session === undefined) return [answer];
        return [
          answer,
          await fetch(`${base}/wps/session/logout`, {
            method: 'DELETE',
            headers: { ...MERCHANT, Authorization: session },
          }),
        ];
      }
      case 'sms':
        return [
          await fetch(`${base}/wps/verification/sms/noLogin`, {
            method: 'POST',
            headers: { ...MERCHANT, 'Content-Type': 'application/json' },
            body: JSON.stringify({
              mobileNum: `017${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
            }),
          }),
        ];
    }
  }

  const worker = async (n: number) => {
    while (Date.now() < end) {
      const call = pick();
      const tally = tallies.get(call) as Tally;
      const started = performance.now();
      try {
        const answers = await once(call, n);
        const bodies = await Promise.all(
          answers.map(async (answer) => (await answer.text()).slice(0, 2000)),
        );
        tally.times.push(performance.now() - started);
        const refused = answers.findIndex(
          (answer) => answer.status >= 400 && answer.status !== 429,
        );
        if (answers.some((answer) => answer.status === 429)) tally.limited += 1;
        else if (refused >= 0) {
          tally.errors += 1;
          const code = /"errorCode":"([^"]+)"/.exec(bodies[refused] ?? '')?.[1] ?? 'no envelope';
          const reason = `${answers[refused]?.status} ${code}`;
          tally.reasons.set(reason, (tally.reasons.get(reason) ?? 0) + 1);
        }
      } catch (error) {
        tally.errors += 1;
        const reason = error instanceof Error ? error.message : 'failed';
        tally.reasons.set(reason, (tally.reasons.get(reason) ?? 0) + 1);
      }
    }
  };
  await Promise.all(Array.from({ length: WORKERS }, (_, n) => worker(n)));
  return tallies;
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const p99 = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? 0;
};

interface Sample {
  /** Seconds since the traffic began. */
  at: number;
  rss: number;
  folder: number | null;
  stats: DatabaseStats;
}

const totalOf = (table: DatabaseStats['tables'][string] | undefined) =>
  table === undefined ? 0 : table.heap + table.indexes + table.toast;
const percent = (from: number, to: number) => (from === 0 ? 0 : ((to - from) / from) * 100);
const signed = (value: number) => `${value >= 0 ? '+' : ''}${value.toFixed(1)} %`;

/** The sample taken closest to a moment (seconds since the traffic began). */
const nearest = (samples: Sample[], at: number) =>
  samples.reduce((best, sample) =>
    Math.abs(sample.at - at) < Math.abs(best.at - at) ? sample : best,
  );

// The tables fill up to what retention keeps before the size can level off: captchas live 5
// minutes, the sweep runs every minute and autovacuum wakes every minute. Only what comes after is judged.
const FILL_SECONDS = (CAPTCHA_TTL_MS + SOAK_SWEEP_MS + 60_000) / 1000;

function report(samples: Sample[]) {
  const first = samples[0] as Sample;
  const last = samples[samples.length - 1] as Sample;
  // The judged window: the second half of the run, and never before the tables are full.
  const judged = last.at - Math.max(last.at / 2, FILL_SECONDS) >= 60;
  const from = nearest(samples, judged ? Math.max(last.at / 2, FILL_SECONDS) : last.at / 2);
  console.info(
    '\n   s   database   folder      RSS   rows: captchas  sms codes  sessions  rate limits',
  );
  for (const sample of samples) {
    const rows = (name: string) => String(sample.stats.tables[name]?.live ?? 0);
    console.info(
      `${sample.at.toFixed(0).padStart(4)}   ${mb(sample.stats.database).padStart(8)}   ${(sample.folder === null ? '-' : mb(sample.folder)).padStart(8)}   ${mb(sample.rss).padStart(8)}   ${rows('captcha_challenges').padStart(14)}  ${rows('verification_codes').padStart(9)}  ${rows('sessions').padStart(8)}  ${rows('rate_limits').padStart(11)}`,
    );
  }
  // Tables that changed size, largest growth first: what grew, in which part, and whether vacuum came.
  const names = Object.keys(last.stats.tables)
    .filter(
      (name) =>
        totalOf(last.stats.tables[name]) !== totalOf(first.stats.tables[name]) ||
        (last.stats.tables[name]?.dead ?? 0) > 0,
    )
    .sort(
      (a, b) =>
        totalOf(last.stats.tables[b]) -
        totalOf(first.stats.tables[b]) -
        (totalOf(last.stats.tables[a]) - totalOf(first.stats.tables[a])),
    );
  const kb = (bytes: number) => `${Math.round(bytes / 1024)}`;
  const triple = (of: (sample: Sample) => number) =>
    `${kb(of(first))}/${kb(of(from))}/${kb(of(last))}`.padStart(20);
  console.info(
    `\ntable sizes in kB at 0 s / ${from.at.toFixed(0)} s / ${last.at.toFixed(0)} s; rows live and dead, inserts, updates (HOT), deletes and vacuums (by autovacuum) at the end`,
  );
  console.info(
    `${'table'.padEnd(22)} ${'heap'.padStart(20)} ${'indexes'.padStart(20)} ${'toast'.padStart(20)}   live   dead   ins   upd (hot)   del  vacuums (auto)`,
  );
  for (const name of names) {
    const table = last.stats.tables[name] as DatabaseStats['tables'][string];
    const part = (key: 'heap' | 'indexes' | 'toast') =>
      triple((sample) => sample.stats.tables[name]?.[key] ?? 0);
    console.info(
      `${name.padEnd(22)} ${part('heap')} ${part('indexes')} ${part('toast')}   ${String(table.live).padStart(4)}   ${String(table.dead).padStart(4)}   ${table.inserted}   ${table.updated} (${table.hotUpdated})   ${table.deleted}  ${table.vacuums + table.autovacuums} (${table.autovacuums})`,
    );
    for (const index of Object.keys(table.indexSizes)) {
      if (table.indexSizes[index] === first.stats.tables[name]?.indexSizes[index]) continue;
      console.info(
        `  ${index.padEnd(40)} ${triple((sample) => sample.stats.tables[name]?.indexSizes[index] ?? 0)}`,
      );
    }
  }
  const inTables = (sample: Sample) =>
    Object.values(sample.stats.tables).reduce((sum, table) => sum + totalOf(table), 0);
  console.info(
    `outside the tables (system catalogs): ${mb(first.stats.database - inTables(first))} -> ${mb(last.stats.database - inTables(last))}`,
  );
  const window = `${from.at.toFixed(0)}-${last.at.toFixed(0)} s`;
  const grown = percent(from.stats.database, last.stats.database);
  console.info(
    `database ${mb(first.stats.database)} -> ${mb(from.stats.database)} at ${from.at.toFixed(0)} s -> ${mb(last.stats.database)}: ${window} ${signed(grown)}, ` +
      (judged
        ? `${grown < FLAT_PERCENT ? 'FLAT' : 'GROWING'} (flat below ${FLAT_PERCENT} %)`
        : `not judged: the tables take ${FILL_SECONDS} s to fill, run --seconds=${2 * FILL_SECONDS} or more`),
  );
  if (last.folder !== null && from.folder !== null)
    console.info(
      `PGlite folder (WAL included) ${mb(first.folder ?? 0)} -> ${mb(from.folder)} -> ${mb(last.folder)}: ${window} ${signed(percent(from.folder, last.folder))}`,
    );
  // RSS swings with garbage collection: a leak shows as peaks that keep rising, so peaks are compared.
  const peak = (part: Sample[]) => Math.max(...part.map((sample) => sample.rss));
  const before = peak(samples.filter((sample) => sample.at < from.at));
  const after = peak(samples.filter((sample) => sample.at >= from.at));
  console.info(
    `RSS ${mb(first.rss)} -> ${mb(last.rss)}; peak ${mb(before)} before ${from.at.toFixed(0)} s, ${mb(after)} after: ` +
      (judged
        ? (after <= before * 1.1 ? 'FLAT' : 'GROWING') +
          ' (flat when the later peak is at most 10 % above the earlier)'
        : 'not judged'),
  );
}

async function soak(kind: 'pglite' | 'postgres') {
  const dir = mkdtempSync(join(tmpdir(), `soak-${kind}-`));
  let cluster: Cluster | null = null;
  if (kind === 'postgres') {
    const bin = findPostgresBin();
    if (bin === null) throw new Error('PostgreSQL binaries not found');
    cluster = await startThrowawayCluster(bin);
  }
  const server = await startServer(kind, cluster, dir);
  try {
    if (SQL_FILE !== undefined) await server.run(readFileSync(SQL_FILE, 'utf8'));
    const began = performance.now();
    const sample = async (): Promise<Sample> => {
      const stats = await server.stats();
      return {
        at: (performance.now() - began) / 1000,
        rss: rssOf(server.child.pid as number),
        folder: server.folder(),
        stats,
      };
    };
    const samples = [await sample()];
    // Samples at even steps while the traffic runs; the last one after it stops.
    let step = 1;
    const timer = setInterval(
      () => {
        if (step++ < SAMPLES) void sample().then((taken) => samples.push(taken));
      },
      (SECONDS * 1000) / SAMPLES,
    );
    const tallies = await traffic(server.base, SECONDS);
    clearInterval(timer);
    const elapsed = (performance.now() - began) / 1000;
    samples.push(await sample());
    samples.sort((a, b) => a.at - b.at);
    const count = [...tallies.values()].reduce((sum, tally) => sum + tally.times.length, 0);
    console.info(
      `\n${kind}: ${SECONDS} s, ${WORKERS} callers, ${count} calls, ${(count / elapsed).toFixed(1)} calls/s, load ${loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
    );
    console.info('call         count   p99 ms   errors   rate-limited');
    for (const [call, tally] of tallies) {
      console.info(
        `${call.padEnd(12)} ${String(tally.times.length).padStart(5)}   ${p99(tally.times).toFixed(1).padStart(6)}   ${String(tally.errors).padStart(6)}   ${String(tally.limited).padStart(12)}`,
      );
    }
    for (const [call, tally] of tallies)
      for (const [reason, n] of tally.reasons) console.info(`  ${call}: ${n} × ${reason}`);
    report(samples);
  } finally {
    server.child.kill('SIGTERM');
    await new Promise((resolve) => server.child.once('exit', resolve));
    cluster?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

for (const kind of ['pglite', 'postgres'] as const)
  if (WHICH === 'both' || WHICH === kind) await soak(kind);
