// The site's side of the field reports (shared/field-reports.ts): a route, a source and an error
// report made to what the server takes.

import {
  FIELD_ROUTE,
  MESSAGE_MAX,
  ROUTE_MAX,
  SOURCE_MAX,
  type FieldReport,
} from '../../../shared/field-reports.ts';

export { REPORTS_PER_BEACON, type FieldReport } from '../../../shared/field-reports.ts';

/** The page's route as the server takes it: the path alone, or '/m/other' for anything else. */
export function routeOf(pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return FIELD_ROUTE.test(path) && path.length <= ROUTE_MAX ? path : '/m/other';
}

/** A script's address reduced to its file name: no origin, no query. */
export function sourceOf(url: string | undefined): string {
  if (!url) return '';
  const path = url.split(/[?#]/)[0] ?? '';
  return (path.slice(path.lastIndexOf('/') + 1) || path).slice(0, SOURCE_MAX);
}

// eslint-disable-next-line no-control-regex -- matching control characters is the point here
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]+/g;

/** An error report from whatever was thrown. */
export function errorReport(
  thrown: unknown,
  fallbackMessage: string,
  source: string | undefined,
  line: number | undefined,
  pathname: string,
): FieldReport {
  const text =
    thrown instanceof Error
      ? thrown.message
      : typeof thrown === 'string'
        ? thrown
        : fallbackMessage;
  // Control characters are refused by the server: a message is one line of plain text.
  const oneLine = (text || fallbackMessage || 'unknown error').replace(CONTROL_CHARACTERS, ' ');
  const message = oneLine.trim().slice(0, MESSAGE_MAX) || 'unknown error';
  return {
    kind: 'error',
    message,
    source: sourceOf(source),
    line: Number.isInteger(line) && (line as number) >= 0 ? (line as number) : 0,
    route: routeOf(pathname),
  };
}
