import type { AnyChartAdapter } from './kit/adapter.ts';
import { startupAdapter } from './startup.adapter.ts';

/** Every chart adapter of the model-generated end-to-end run (the drift test walks them all). */
export const adapters: AnyChartAdapter[] = [startupAdapter as unknown as AnyChartAdapter];
