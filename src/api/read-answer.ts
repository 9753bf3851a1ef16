import type { AxiosError } from 'axios';
import type { SchemaOf } from './schema';
import { ApiError } from './api-error';
import { envelopeSchema, unwrap } from './envelope';

/** Non-2xx answers are read as envelopes; a bare status (proxy page, crash) maps by status. */
export function readAnswer<T>(
  schema: SchemaOf<T>,
  response: { readonly status: number; readonly data: unknown },
): T {
  const { status, data } = response;
  if (status >= 200 && status < 300) return unwrap(schema, data, status);
  const envelope = envelopeSchema.safeParse(data);
  if (envelope.success && !envelope.data.success) return unwrap(schema, data, status);
  throw new ApiError({ code: bareStatusCode(status), status, value: data });
}

function bareStatusCode(status: number): ApiError['code'] {
  if (status === 429) return 'too.many.requests';
  if (status >= 500) return 'system.busy';
  return 'response.invalid';
}

/** ECONNABORTED also means "aborted by the browser"; only a timeout says so in its message. */
export function isTimeout(error: AxiosError): boolean {
  return (
    error.code === 'ETIMEDOUT' || (error.code === 'ECONNABORTED' && /timeout/i.test(error.message))
  );
}
