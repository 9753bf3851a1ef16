/**
 * What the log may keep of an unexpected failure: its class, the database's SQLSTATE and
 * constraint, and where it was thrown. Messages are left out on purpose: a failed query's message
 * carries the SQL and its parameters (the caller's input), a database error's detail quotes the
 * conflicting values, and any other message may quote the request too.
 */
export interface ErrorSummary {
  type: string;
  code?: string;
  constraint?: string;
  table?: string;
  stack?: string;
  cause?: ErrorSummary;
}

const MAX_CAUSES = 3;

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** The stack without its first line (the message); each frame names a file and line, never a value. */
function framesOf(error: Error): string | undefined {
  const frames = error.stack?.split('\n').filter((line) => /^\s+at /.test(line));
  return frames === undefined || frames.length === 0 ? undefined : frames.slice(0, 12).join('\n');
}

export function summariseError(error: unknown, depth = 0): ErrorSummary {
  if (!(error instanceof Error)) return { type: typeof error };
  const fields = error as Error & Record<string, unknown>;
  const summary: ErrorSummary = { type: error.name || error.constructor.name };
  const code = text(fields.code);
  if (code !== undefined) summary.code = code;
  const constraint = text(fields.constraint);
  if (constraint !== undefined) summary.constraint = constraint;
  const table = text(fields.table);
  if (table !== undefined) summary.table = table;
  const stack = framesOf(error);
  if (stack !== undefined) summary.stack = stack;
  if (error.cause !== undefined && depth < MAX_CAUSES)
    summary.cause = summariseError(error.cause, depth + 1);
  return summary;
}
