import type { InspectionEvent, Observer } from 'xstate';

type Inspect = Observer<InspectionEvent> | ((event: InspectionEvent) => void);
let inspect: Inspect | undefined;

/**
 * `?inspect` in `npm run dev` connects every actor to the Stately Inspector.
 * This reads `import.meta.env.DEV` itself rather than `config.isDev`: only a literal the bundler
 * replaces lets it drop the inspector's dynamic import, so production builds carry none of it.
 */
export async function startInspector(search: string): Promise<void> {
  if (!import.meta.env.DEV || !new URLSearchParams(search).has('inspect')) return;
  const { createBrowserInspector } = await import('@statelyai/inspect');
  inspect = createBrowserInspector().inspect;
}

/** Pass as `createActor(logic, { inspect: inspector() })` / `useMachine(logic, { inspect: inspector() })`. */
export function inspector(): Inspect | undefined {
  return inspect;
}
