import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  FIRST_VIEW_SSR_DIR,
  LOGIN_FIRST_VIEW_FILE,
  type LoginFirstView,
  type RenderLoginFirstView,
} from '../../shared/login-first-view.ts';

/** The build's rendering module (build/first-view-ssr.ts, src/app/login-first-view.tsx). */
const MODULE = join(FIRST_VIEW_SSR_DIR, LOGIN_FIRST_VIEW_FILE);

function isDrawing(value: unknown): value is LoginFirstView {
  if (typeof value !== 'object' || value === null) return false;
  const { catalog, html } = value as Record<string, unknown>;
  return (catalog === 'bn' || catalog === 'en') && typeof html === 'string';
}

/**
 * The login page's drawing from the build in `staticDir`, loaded on first use and again when the
 * build has changed (as the build manifest is read: route-modules.ts). Undefined when the build has
 * none (a build from before it, or a module that is not what this server expects): the page then
 * goes out with the splash, as every page without a first view does.
 */
export function loginDrawer(staticDir: string): () => Promise<RenderLoginFirstView | undefined> {
  const path = join(staticDir, MODULE);
  let loaded: { mtimeMs: number; draw: Promise<RenderLoginFirstView | undefined> } | undefined;
  const load = async (mtimeMs: number): Promise<RenderLoginFirstView | undefined> => {
    // A changed file needs a new address: Node keeps every module it has imported by its address.
    const module = (await import(`${pathToFileURL(path).href}?v=${mtimeMs}`)) as {
      renderLoginFirstView?: unknown;
    };
    const render = module.renderLoginFirstView;
    if (typeof render !== 'function') return undefined;
    return (input) => {
      const drawing: unknown = render(input);
      if (!isDrawing(drawing))
        throw new Error(
          'login first view: the build’s module answered something else than a drawing',
        );
      return drawing;
    };
  };
  return async () => {
    let mtimeMs: number;
    try {
      ({ mtimeMs } = await stat(path));
    } catch {
      return undefined;
    }
    if (loaded?.mtimeMs !== mtimeMs)
      loaded = { mtimeMs, draw: load(mtimeMs).catch(() => undefined) };
    return loaded.draw;
  };
}
