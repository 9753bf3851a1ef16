/** The bench's parts, in the order it runs them, and the `--only` option that picks some. */
export const STEPS = ['bundle', 'lighthouse', 'interactions', 'game-scroll', 'api'] as const;
export type Step = (typeof STEPS)[number];

const isStep = (name: string): name is Step => (STEPS as readonly string[]).includes(name);

/**
 * The steps to run from the command line: every step, or those `--only a,b` (or `--only=a,b`)
 * names. An unknown or missing name is an error that lists the known ones, rather than a bench
 * that quietly measures nothing.
 */
export function selectedSteps(argv: readonly string[]): Set<Step> {
  const at = argv.findIndex((arg) => arg === '--only' || arg.startsWith('--only='));
  if (at < 0) return new Set(STEPS);
  const arg = argv[at] ?? '';
  const value = arg.startsWith('--only=') ? arg.slice('--only='.length) : argv[at + 1];
  const names = (value ?? '').split(',').map((name) => name.trim()).filter(Boolean);
  const unknown = names.filter((name) => !isStep(name));
  if (names.length === 0 || unknown.length > 0) {
    throw new Error(`--only takes a comma-separated list of ${STEPS.join(', ')}; got "${value ?? ''}"`);
  }
  return new Set(names.filter(isStep));
}
