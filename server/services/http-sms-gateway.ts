import {
  contentTypeOf,
  fillTemplate,
  formValue,
  jsonStringContent,
  type HttpSmsConfig,
} from './gateway-config.ts';
import { createDeliveryQueue, DeliveryFailure, type DeliveryOptions } from './gateway-delivery.ts';
import type { QueuedSmsGateway } from './sms-gateway.ts';

/** The most of a provider's answer read for SMS_GATEWAY_SUCCESS_MATCH; the rest is not waited for. */
const ANSWER_READ_LIMIT = 64 * 1024;

const CONTENT_TYPES = {
  json: 'application/json',
  form: 'application/x-www-form-urlencoded',
} as const;

/** The request one text becomes: the URL's and the body's placeholders filled in, each escaped for where it stands. */
export function smsRequest(
  config: HttpSmsConfig,
  to: string,
  text: string,
): { url: string; init: RequestInit } {
  const headers = new Headers(config.headers);
  let body: string | undefined;
  if (config.body !== undefined) {
    body = fillTemplate(
      config.body.template,
      { to, text },
      config.body.kind === 'json' ? jsonStringContent : formValue,
    );
    if (contentTypeOf(config.headers) === undefined)
      headers.set('Content-Type', CONTENT_TYPES[config.body.kind]);
  }
  return {
    url: fillTemplate(config.url, { to, text }, formValue),
    init: { method: config.method, headers, body, redirect: 'manual' },
  };
}

/**
 * Texts through a provider's HTTP API (SMS_GATEWAY_*). A try succeeds when the status is one of
 * SMS_GATEWAY_SUCCESS_STATUS and, if SMS_GATEWAY_SUCCESS_MATCH is set, the answer contains it. A 4xx
 * other than 408, 425 and 429 says the request itself is wrong and is not retried.
 */
export function createHttpSmsGateway(
  config: HttpSmsConfig,
  options: DeliveryOptions,
): QueuedSmsGateway {
  const queue = createDeliveryQueue<{ to: string; text: string }>(
    'sms',
    async ({ to, text }, signal) => {
      const { url, init } = smsRequest(config, to, text);
      let answer: Response;
      try {
        answer = await fetch(url, { ...init, signal });
      } catch (error: unknown) {
        // fetch fails with a TypeError whose cause names the socket's error (ECONNREFUSED, …).
        const cause =
          error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
        throw new DeliveryFailure({
          error:
            typeof cause?.code === 'string'
              ? cause.code
              : error instanceof Error
                ? error.name
                : 'unknown',
        });
      }
      const accepted = config.successStatus.some(
        (range) => answer.status >= range.from && answer.status <= range.to,
      );
      const content =
        accepted && config.successMatch !== undefined ? await readLimited(answer) : undefined;
      if (content === undefined) await answer.body?.cancel();
      if (!accepted) {
        const permanent =
          answer.status >= 400 && answer.status < 500 && ![408, 425, 429].includes(answer.status);
        throw new DeliveryFailure({ status: answer.status }, permanent);
      }
      if (config.successMatch !== undefined && !(content ?? '').includes(config.successMatch)) {
        throw new DeliveryFailure({ status: answer.status, error: 'answer did not match' });
      }
    },
    options,
  );
  return {
    send(mobile, text) {
      queue.push({ to: mobile, text });
      return Promise.resolve();
    },
    settled: () => queue.settled(),
  };
}

/** The answer's first ANSWER_READ_LIMIT bytes as text; the rest is dropped unread. */
async function readLimited(answer: Response): Promise<string> {
  if (answer.body === null) return '';
  const reader = answer.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  while (size < ANSWER_READ_LIMIT) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    size += value.byteLength;
  }
  await reader.cancel();
  return new TextDecoder().decode(Buffer.concat(chunks).subarray(0, ANSWER_READ_LIMIT));
}
