import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as z from 'zod';
import type { AppServices } from '../app-services.ts';
import type { AppEnv } from '../http/app-env.ts';
import { ok } from '../http/envelope.ts';
import { ApiError } from '../http/errors.ts';
import { rateLimit } from '../http/rate-limit.ts';
import { validate } from '../http/validate.ts';
import {
  FIELD_ROUTE,
  MESSAGE_MAX,
  REPORTS_PER_BEACON,
  ROUTE_MAX,
  SOURCE_MAX,
  VITAL_NAMES,
  VITAL_RATINGS,
  type FieldReport,
} from '../../shared/field-reports.ts';
import { redactMessage } from '../services/field-metrics.ts';

// Field metrics (docs/api.md "Field metrics"): the site sends Core Web Vitals and uncaught errors
// with navigator.sendBeacon, which can set no headers, so this call needs no Merchant header and no
// module. It takes no personal data: a route is a path under /m without its query, an error is its
// message (redacted), the script's file name and a line.

const route = z.string().max(ROUTE_MAX).regex(FIELD_ROUTE, 'a path under /m without a query');

const vital = z.object({
  kind: z.literal('vital'),
  name: z.enum(VITAL_NAMES),
  // An hour is far beyond any real vital; CLS is a score well under 100.
  value: z.number().min(0).max(3_600_000),
  rating: z.enum(VITAL_RATINGS),
  route,
});

const clientError = z.object({
  kind: z.literal('error'),
  message: z.string().min(1).max(MESSAGE_MAX),
  source: z.string().max(SOURCE_MAX),
  line: z.number().int().min(0).max(10_000_000),
  route,
});

export const fieldMetricsBody = z.object({
  reports: z
    .array(z.discriminatedUnion('kind', [vital, clientError]))
    .min(1)
    .max(REPORTS_PER_BEACON),
});

/** A page sends a handful of reports per visit; this is a burst of visits from one address. */
const FIELD_METRICS_LIMIT = { name: 'field-metrics', limit: 240, windowSeconds: 3600 };
const MAX_BODY_BYTES = 16 * 1024;

export function fieldMetricsRoutes(services: AppServices) {
  return new Hono<AppEnv>().post(
    '/vitals',
    rateLimit(services, FIELD_METRICS_LIMIT),
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: () => {
        throw new ApiError(400, 'request_param_err', 'Request body too large', {
          fields: [{ field: 'body', reason: 'too large' }],
        });
      },
    }),
    validate('json', fieldMetricsBody),
    (c) => {
      const { reports } = c.req.valid('json');
      for (const report of reports as FieldReport[]) {
        if (report.kind === 'vital') {
          services.fieldMetrics.record(report);
          services.logger.info(
            {
              vital: {
                name: report.name,
                value: report.value,
                rating: report.rating,
                route: report.route,
              },
            },
            'field vital',
          );
        } else {
          const redacted = {
            ...report,
            message: redactMessage(report.message),
            source: redactMessage(report.source),
          };
          services.fieldMetrics.record(redacted);
          services.logger.warn(
            {
              clientError: {
                message: redacted.message,
                source: redacted.source,
                line: redacted.line,
                route: redacted.route,
              },
            },
            'client error',
          );
        }
      }
      return ok(c, { accepted: reports.length });
    },
  );
}

/** GET /dev/vitals: p75 per route and metric, with the ratings' counts, and the errors seen (development controls). */
export function fieldMetricsSummaryRoutes(services: AppServices) {
  return new Hono<AppEnv>().get('/vitals', (c) => c.json(services.fieldMetrics.summary()));
}
