// `npm run soak [-- --seconds=300] [-- --db=pglite|postgres|both]`: mixed traffic on loopback
// (logins, game lists, searches, favourites, captchas, SMS requests) against a server on PGlite and
// one on PostgreSQL (a throwaway cluster), each in its own process. Reports requests/s, p99 per
// call, errors, refusals by rate limit, the server's RSS and the database size at the start and end.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { encryptLikeClient } from '../tests/server/helpers/client-crypto.ts';
import { findPostgresBin, startThrowawayCluster, type Cluster } from './postgres-cluster.ts';

const args = new Map(process.argv.slice(2).map((arg) => arg.replace(/^--/, '').split('=') as [string, string]));
const SECONDS = Number(args.get('seconds') ?? 300);
const WHICH = args.get('db') ?? 'both';
const WORKERS = Number(args.get('workers') ?? 8);
const MERCHANT = { Merchant: 'bdbt' };
const ACCOUNT = { username: 'demo_player', password: 'Demo1234' };

interface Server {
  child: ChildProcess;
  base: string;
  size(): Promise<number>;
  /** Rows per table (PostgreSQL only: PGlite's folder is the server process's own), to say what grew. */
  rows(): Promise<Map<string, number>>;
}

function rssOf(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((entry) => entry.startsWith('VmRSS:'));
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

async function startServer(kind: 'pglite' | 'postgres', cluster: Cluster | null, dataDir: string): Promise<Server> {
  let databaseUrl = '';
  if (kind === 'postgres' && cluster !== null) {
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    await admin.query('create database soak');
    await admin.end();
    databaseUrl = cluster.url.replace(/\/postgres$/, '/soak');
  }
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/soak-server.ts', dataDir, databaseUrl], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`server exited (${code})`)));
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).once('line', (line) => resolve((JSON.parse(line) as { port: number }).port));
  });
  const size = async () => {
    if (kind === 'pglite') return folderSize(dataDir);
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const result = await client.query<{ size: string }>('select pg_database_size(current_database()) as size');
    await client.end();
    return Number(result.rows[0]?.size ?? 0);
  };
  const rows = async () => {
    const counts = new Map<string, number>();
    if (kind === 'pglite') return counts;
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const tables = await client.query<{ name: string }>("select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1");
    for (const { name } of tables.rows) {
      const result = await client.query<{ n: string }>(`select count(*) as n from "${name}"`);
      counts.set(name, Number(result.rows[0]?.n ?? 0));
    }
    await client.end();
    return counts;
  };
  return { child, base: `http://127.0.0.1:${port}`, size, rows };
}

type Call = 'login' | 'gameList' | 'search' | 'favourites' | 'captcha' | 'sms';
// Weights of the mix: browsing dominates, as on the site.
const MIX: [Call, number][] = [['gameList', 35], ['search', 20], ['favourites', 15], ['captcha', 12], ['login', 10], ['sms', 8]];
const SEARCHES = ['super', 'ace', 'fortune', 'crash', 'golden', 'fish', 'baccarat', 'lucky'];

interface Tally {
  times: number[];
  errors: number;
  limited: number;
  /** HTTP status and error code of each refusal that is not a rate limit, counted. */
  reasons: Map<string, number>;
}

async function traffic(base: string, seconds: number) {
  const tallies = new Map<Call, Tally>(MIX.map(([call]) => [call, { times: [], errors: 0, limited: 0, reasons: new Map<string, number>() }]));
  const key = (await (await fetch(`${base}/wps/session/key/rsa`, { headers: MERCHANT })).json()) as { value: { publicKey: string } };
  const loginBody = () => {
    const { body, encryption } = encryptLikeClient(key.value.publicKey, { type: 'username', ...ACCOUNT });
    return { body: JSON.stringify(body), headers: { ...MERCHANT, 'Content-Type': 'application/json', Encryption: encryption } };
  };
  const tokenAnswer = (await (await fetch(`${base}/wps/session/login`, { method: 'POST', ...loginBody() })).json()) as { value: { token: string } };
  const token = tokenAnswer.value.token;
  const total = MIX.reduce((sum, [, weight]) => sum + weight, 0);
  const pick = (): Call => {
    let roll = Math.random() * total;
    for (const [call, weight] of MIX) if ((roll -= weight) < 0) return call;
    return 'gameList';
  };
  const end = Date.now() + seconds * 1000;

  async function once(call: Call, worker: number): Promise<Response[]> {
    const get = (path: string, headers: Record<string, string> = {}) => fetch(`${base}${path}`, { headers: { ...MERCHANT, ...headers } });
    switch (call) {
      case 'gameList':
        return [await get(`/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=${1 + Math.floor(Math.random() * 5)}&pageSize=24&language=EN`)];
      case 'search':
        return [await get(`/wps/relay/GCSGAME_gameList?gameName=${SEARCHES[Math.floor(Math.random() * SEARCHES.length)]}&pageSize=24&language=EN`)];
      case 'favourites': {
        const nodeId = 1 + Math.floor(Math.random() * 300);
        const json = { ...MERCHANT, Authorization: token, 'Content-Type': 'application/json' };
        return [
          await fetch(`${base}/wps/relay/MCSFE_addFavoriteGameV2`, { method: 'POST', headers: json, body: JSON.stringify({ nodeId }) }),
          await get('/wps/relay/MCSFE_getFavoriteGamesList?pageNo=1&pageSize=24&language=EN', { Authorization: token }),
          await fetch(`${base}/wps/relay/MCSFE_removeFavoriteGameV2`, { method: 'DELETE', headers: json, body: JSON.stringify({ nodeId }) }),
        ];
      }
      case 'captcha':
        // Half with the worker's own cookie (one challenge kept per client), half as new clients.
        return [await get('/wps/captcha', Math.random() < 0.5 ? { Cookie: `captcha_client=${`soak${worker}`.padEnd(43, '0')}` } : {})];
      case 'login': {
        const answer = await fetch(`${base}/wps/session/login`, { method: 'POST', ...loginBody() });
        const body = (await answer.clone().json()) as { value?: { token?: string } };
        const session = body.value?.token;
        if (session === undefined) return [answer];
        return [answer, await fetch(`${base}/wps/session/logout`, { method: 'DELETE', headers: { ...MERCHANT, Authorization: session } })];
      }
      case 'sms':
        return [
          await fetch(`${base}/wps/verification/sms/noLogin`, {
            method: 'POST',
            headers: { ...MERCHANT, 'Content-Type': 'application/json' },
            body: JSON.stringify({ mobileNum: `017${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}` }),
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
        const bodies = await Promise.all(answers.map(async (answer) => (await answer.text()).slice(0, 2000)));
        tally.times.push(performance.now() - started);
        const refused = answers.findIndex((answer) => answer.status >= 400 && answer.status !== 429);
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
    const start = { rss: rssOf(server.child.pid as number), size: await server.size(), rows: await server.rows() };
    const began = performance.now();
    const tallies = await traffic(server.base, SECONDS);
    const elapsed = (performance.now() - began) / 1000;
    const end = { rss: rssOf(server.child.pid as number), size: await server.size(), rows: await server.rows() };
    const count = [...tallies.values()].reduce((sum, tally) => sum + tally.times.length, 0);
    console.info(`\n${kind}: ${SECONDS} s, ${WORKERS} callers, ${count} calls, ${(count / elapsed).toFixed(1)} calls/s`);
    console.info('call         count   p99 ms   errors   rate-limited');
    for (const [call, tally] of tallies) {
      console.info(`${call.padEnd(12)} ${String(tally.times.length).padStart(5)}   ${p99(tally.times).toFixed(1).padStart(6)}   ${String(tally.errors).padStart(6)}   ${String(tally.limited).padStart(12)}`);
    }
    for (const [call, tally] of tallies) for (const [reason, n] of tally.reasons) console.info(`  ${call}: ${n} × ${reason}`);
    console.info(`RSS ${mb(start.rss)} -> ${mb(end.rss)}; database ${mb(start.size)} -> ${mb(end.size)}`);
    const grown = [...end.rows].filter(([table, n]) => n !== (start.rows.get(table) ?? 0));
    if (grown.length > 0) console.info(`rows that changed: ${grown.map(([table, n]) => `${table} ${start.rows.get(table) ?? 0} -> ${n}`).join(', ')}`);
  } finally {
    server.child.kill('SIGTERM');
    await new Promise((resolve) => server.child.once('exit', resolve));
    cluster?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

for (const kind of ['pglite', 'postgres'] as const) if (WHICH === 'both' || WHICH === kind) await soak(kind);
