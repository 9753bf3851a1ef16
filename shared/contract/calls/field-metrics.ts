import * as z from 'zod/mini';

// Sent with sendBeacon, whose answer nobody reads; written from what the server answers
// (server/routes/field-metrics.ts). Outside the module gate: it has no module.
export const FIELD_METRICS_PATH = '/wps/vitals';

/** How many reports of the batch the server took. */
export const fieldMetricsAnswerSchema = z.object({ accepted: z.int().check(z.nonnegative()) });
