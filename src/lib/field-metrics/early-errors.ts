// Uncaught errors from the page's first moment (README "Field metrics"). The reporter
// itself loads only after the page has settled, off the first load; until then the errors wait
// here as they were caught, with the path the player was on.

export interface CaughtError {
  thrown: unknown;
  message: string;
  source: string | undefined;
  line: number | undefined;
  path: string;
}

/** More than the reporter keeps a page (ten errors): it decides what to send. */
export const KEPT_BEFORE_REPORTER = 20;

const waiting: CaughtError[] = [];
let deliver: ((caught: CaughtError) => void) | null = null;

function take(caught: CaughtError): void {
  if (deliver) deliver(caught);
  else if (waiting.length < KEPT_BEFORE_REPORTER) waiting.push(caught);
}

/** Listens from the start; call once, before anything else can throw. */
export function catchErrorsEarly(): void {
  window.addEventListener('error', (event) =>
    take({
      thrown: event.error,
      message: event.message,
      source: event.filename,
      line: event.lineno,
      path: location.pathname,
    }),
  );
  window.addEventListener('unhandledrejection', (event) =>
    take({
      thrown: event.reason,
      message: 'unhandled rejection',
      source: undefined,
      line: undefined,
      path: location.pathname,
    }),
  );
}

/** Hands the errors caught so far to the reporter, in order, and every later one as it happens. */
export function deliverCaughtErrors(to: (caught: CaughtError) => void): void {
  deliver = to;
  for (const caught of waiting.splice(0)) to(caught);
}
