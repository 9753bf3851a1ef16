import { gzipSync } from 'node:zlib';
import { devices, type Browser, type Response } from '@playwright/test';
import { logIn } from '../../e2e/member-session.ts';
import { splitFirstLoad, type FirstLoadSplit } from './first-load-split.ts';

export type AssetKind = 'script' | 'stylesheet' | 'font';

export interface AssetSize {
  kind: AssetKind;
  path: string;
  status: number;
  /** Decoded body as the browser sees it. */
  rawBytes: number;
  /** gzip -9 of that body: comparable across servers, whatever encoding they actually used. */
  gzipBytes: number;
  /** Encoded bytes the server actually sent, and how. */
  transferBytes: number;
  contentEncoding: string | null;
}

export interface KindTotals {
  requests: number;
  rawKB: number;
  gzipKB: number;
}

export interface BundleResult {
  url: string;
  device: string;
  js: KindTotals;
  css: KindTotals;
  jsCss: KindTotals;
  fonts: KindTotals;
  assets: AssetSize[];
  /**
   * JS+CSS fetched after the first load, while the page settles (the parts it defers until the
   * network has been quiet, or a player has interacted: the page footer, popups, field metrics):
   * not part of the first load's budget, printed beside it so nothing deferred goes unseen.
   */
  afterSettling?: { totals: KindTotals; assets: AssetSize[] };
  /** JS+CSS gzip of the design card's libraries and of the rest, when the build's folder was given. */
  split?: FirstLoadSplit;
}

const DEVICE = 'Pixel 7';
// The site's deferred parts load once the network has been quiet for 1 s, and 8 s after start-up at
// the latest (src/ui/use-settled.ts); watching 10 s past the first load sees all of them arrive.
const SETTLING_WATCH_MS = 10_000;
const KINDS: ReadonlySet<string> = new Set<AssetKind>(['script', 'stylesheet', 'font']);
const kb = (bytes: number) => Math.round((bytes / 1024) * 100) / 100;

async function measure(response: Response, kind: AssetKind, origin: string): Promise<AssetSize | undefined> {
  // Redirects and failed requests have no body to weigh.
  const body = await response.body().catch(() => undefined);
  if (body === undefined) return undefined;
  const sizes = await response.request().sizes().catch(() => undefined);
  const url = response.url();
  return {
    kind,
    path: url.startsWith(origin) ? url.slice(origin.length) : url,
    status: response.status(),
    rawBytes: body.length,
    gzipBytes: gzipSync(body, { level: 9 }).length,
    transferBytes: sizes?.responseBodySize ?? body.length,
    contentEncoding: (await response.headerValue('content-encoding')) ?? null,
  };
}

function totals(assets: AssetSize[]): KindTotals {
  const sum = (pick: (asset: AssetSize) => number) => assets.reduce((total, asset) => total + pick(asset), 0);
  return { requests: assets.length, rawKB: kb(sum((a) => a.rawBytes)), gzipKB: kb(sum((a) => a.gzipBytes)) };
}

/**
 * Cold load of `path` in a fresh context (empty cache): weighs every script, stylesheet and font
 * the page actually requested until the network went idle (no request for 500 ms), rather than
 * trusting the build manifest; then, apart, the JS+CSS it fetches while it settles.
 * Given the served build's folder (built with its source maps), it also splits the JS+CSS into the
 * design card's libraries and the rest (first-load-split.ts). With `member`, the demo member's
 * session is stored before the page loads (as a member who opens the screen from a bookmark), so the
 * member screen itself is weighed and not the login the member gate would send a visitor to.
 */
export async function measureColdLoad(
  browser: Browser,
  origin: string,
  path: string,
  distDir?: string,
  options: { member?: boolean } = {},
): Promise<BundleResult> {
  const context = await browser.newContext({ ...devices[DEVICE], baseURL: origin });
  try {
    const page = await context.newPage();
    // The login's own calls go through the context's request client, not the page: not weighed.
    if (options.member === true) await logIn(page, context.request);
    let pending: Promise<AssetSize | undefined>[] = [];
    page.on('response', (response) => {
      const kind = response.request().resourceType();
      if (KINDS.has(kind)) pending.push(measure(response, kind as AssetKind, origin));
    });
    const url = origin + path;
    await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
    // A member screen that sent the member to the login would weigh the login instead.
    if (options.member === true && new URL(page.url()).pathname !== new URL(url).pathname)
      throw new Error(`${path} went to ${page.url()}: the member's session was not taken`);
    const firstLoad = pending;
    pending = [];
    // An observation window, not a wait for a condition: what arrives in it is reported, not judged.
    await page.waitForTimeout(SETTLING_WATCH_MS);
    const settlingAssets = (await Promise.all(pending)).filter((asset): asset is AssetSize => asset !== undefined && asset.kind !== 'font');
    settlingAssets.sort((a, b) => b.gzipBytes - a.gzipBytes);
    const assets = (await Promise.all(firstLoad)).filter((asset): asset is AssetSize => asset !== undefined);
    assets.sort((a, b) => b.gzipBytes - a.gzipBytes);
    const js = assets.filter((asset) => asset.kind === 'script');
    const css = assets.filter((asset) => asset.kind === 'stylesheet');
    const jsCss = [...js, ...css];
    return {
      url,
      device: DEVICE,
      js: totals(js),
      css: totals(css),
      jsCss: totals(jsCss),
      fonts: totals(assets.filter((asset) => asset.kind === 'font')),
      assets,
      afterSettling: { totals: totals(settlingAssets), assets: settlingAssets },
      ...(distDir === undefined ? {} : { split: await splitFirstLoad(distDir, jsCss.map((asset) => asset.path)) }),
    };
  } finally {
    await context.close();
  }
}
