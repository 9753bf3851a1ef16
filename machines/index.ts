/**
 * Every chart of the site. Docs (`npm run charts`), the chart catalogue test and the
 * model-based tests iterate this list, so a machine that is not listed here is not done.
 */
import { regionLanguageMachine } from './region-language.machine.ts';
import { startupMachine } from './startup.machine.ts';

export const machines = {
  startup: startupMachine,
  regionLanguage: regionLanguageMachine,
} as const;

export type MachineName = keyof typeof machines;
