import autocannon, { type Result } from 'autocannon';

export interface ApiLoadResult {
  url: string;
  connections: number;
  durationS: number;
  latencyMs: { p50: number; p90: number; p99: number; average: number; max: number };
  requestsPerSecond: number;
  totalRequests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
}

export interface ApiLoadOptions {
  connections?: number;
  durationS?: number;
}

/** Headroom past the nominal duration before the run is declared hung and stopped. */
const GRACE_MS = 30_000;

function summarise(result: Result, durationS: number): ApiLoadResult {
  const statusCodes = Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, stats]) => [code, stats.count]));
  return {
    url: result.url,
    connections: result.connections,
    durationS,
    latencyMs: {
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      average: result.latency.average,
      max: result.latency.max,
    },
    requestsPerSecond: result.requests.average,
    totalRequests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes,
  };
}

/**
 * Loads `url` with a fixed number of connections for a fixed time. Only loopback targets are
 * accepted: this is a measurement of our server, never a load test of someone else's.
 */
export async function runApiLoad(url: string, headers: Record<string, string>, options: ApiLoadOptions = {}): Promise<ApiLoadResult> {
  const { hostname } = new URL(url);
  if (hostname !== '127.0.0.1') throw new Error(`api-load: refusing non-loopback target ${hostname}`);
  const connections = options.connections ?? 10;
  const durationS = options.durationS ?? 10;
  // One worker thread: the server runs on this process's main thread, and a load generator
  // sharing its event loop would measure the contention rather than the server.
  const instance = autocannon({ url, headers, connections, duration: durationS, timeout: 10, workers: 1 });
  let timer: NodeJS.Timeout | undefined;
  const hung = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      instance.stop();
      reject(new Error(`api-load: no result ${GRACE_MS / 1000} s after the ${durationS} s run`));
    }, durationS * 1000 + GRACE_MS);
  });
  try {
    const result = await Promise.race([Promise.resolve(instance), hung]);
    return summarise(result, durationS);
  } finally {
    clearTimeout(timer);
  }
}
