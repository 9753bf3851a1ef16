import axios, { CanceledError, isCancel, type AxiosResponse, type Method } from 'axios';
import { config } from '../config';
import { isStandalonePwa } from '../lib/device';
import { clearSession } from '../lib/storage';
import { ApiError, isApiError } from './api-error';
import type { ApiClient, ApiClientOptions, BodyCallOptions } from './call-options';
import type { EncryptedRequest } from './crypto';
import { fetchRsaKey } from './endpoints/rsa-key';
import { apiEvents } from './events';
import { claimEarlyAnswer, type EarlyAnswer } from './early-requests';
import { createNetworkSignals } from './network-signals';
import { isTimeout, readAnswer } from './read-answer';
import { requestHeaders } from './request-headers';

export type {
  ApiClient,
  ApiClientOptions,
  BodyCallOptions,
  CallOptions,
  FormCallOptions,
  QueryParams,
} from './call-options';

const TIMEOUT_MS = 15_000;

interface Call<T> extends BodyCallOptions<T> {
  readonly method: Method;
  readonly path: string;
  readonly data?: unknown;
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const http = axios.create({
    baseURL: options.baseURL ?? config.apiBase,
    timeout: TIMEOUT_MS,
    transitional: { clarifyTimeoutError: true },
    // Every status is answered with an envelope; reading it ourselves keeps one error path.
    validateStatus: () => true,
    ...(options.adapter ? { adapter: options.adapter } : {}),
  });
  const events = options.events ?? apiEvents;
  const signals = createNetworkSignals(events);
  const userAgent = options.getUserAgent ?? (() => globalThis.navigator?.userAgent ?? '');
  const standalone =
    options.isStandalone ?? (() => typeof window !== 'undefined' && isStandalonePwa(window));
  const online = options.isOnline ?? (() => globalThis.navigator?.onLine !== false);
  const slowMs = options.slowRequestMs ?? config.slowRequestMs;

  // The key changes only when the server restarts; one fetch per page load is enough.
  let rsaKey: Promise<string> | null = null;
  const publicKey = (): Promise<string> => {
    const pending = rsaKey ?? fetchRsaKey(client).then((value) => value.publicKey);
    rsaKey = pending;
    pending.catch(() => {
      if (rsaKey === pending) rsaKey = null;
    });
    return pending;
  };

  async function seal(payload: unknown): Promise<EncryptedRequest> {
    const key = await publicKey();
    try {
      // crypto-js stays out of the start-up bundle: only encrypted calls (login, register) need it.
      const { encryptPayload } = await import('./crypto');
      return await encryptPayload(payload, key);
    } catch (cause) {
      // A malformed key or a browser without WebCrypto: nothing the user can fix by retrying.
      throw new ApiError({ code: 'unknown', cause });
    }
  }

  async function send<T>(call: Call<T>): Promise<T> {
    const headers = requestHeaders({
      moduleId: call.moduleId,
      userAgent: userAgent(),
      installedWebApp: call.device === true && standalone(),
    });
    const early = call.method === 'get' ? claimEarlyAnswer(call.path, headers, call.params) : null;
    const earlyAnswer = early ? await early : null;
    if (earlyAnswer) return readChecked(call.schema, earlyAnswer, headers, call.path);
    let data = call.data;
    if (call.encrypted) {
      const sealed = await seal(call.data);
      data = sealed.body;
      headers['Encryption'] = sealed.encryptionHeader;
    }
    if (call.idempotencyKey) headers['Idempotency-Key'] = call.idempotencyKey;
    const stopSlowTimer = signals.slowTimer(call.path, slowMs);
    let response: AxiosResponse<unknown>;
    try {
      response = await http.request<unknown>({
        method: call.method,
        url: call.path,
        params: call.params,
        data,
        headers,
        signal: call.signal,
      });
    } catch (error) {
      throw transportError(error, call.path);
    } finally {
      stopSlowTimer();
    }
    signals.answered(call.path);
    return readChecked(call.schema, response, headers, call.path);
  }

  function readChecked<T>(
    schema: Call<T>['schema'],
    answer: EarlyAnswer,
    headers: Record<string, string>,
    path: string,
  ): T {
    try {
      return readAnswer(schema, answer);
    } catch (error) {
      if (isApiError(error, 'login.not.session')) {
        clearSession();
        signals.sessionExpired(path, headers['Authorization']);
      }
      throw error;
    }
  }

  function transportError(error: unknown, path: string): unknown {
    // Cancellation (react-query unmounts, aborted searches) is not a failure to report.
    if (isCancel(error)) return error;
    if (!axios.isAxiosError(error)) return new ApiError({ code: 'unknown', cause: error });
    // The browser aborting a call (the page navigating away, a superseded request) says nothing
    // about the network: reporting it as offline showed "No internet connection" to a player who
    // had a connection, then "Back online" with the next answer. It is passed on as a cancellation
    // (axios already turns a rejection after the call's own signal aborted into one).
    if (isBrowserAbort(error)) {
      return new CanceledError(error.message, error.config, error.request);
    }
    if (online() && isTimeout(error)) {
      return new ApiError({ code: 'network.timeout', cause: error });
    }
    signals.offline(path);
    return new ApiError({ code: 'network.offline', cause: error });
  }

  async function sendEncrypted<T>(call: Call<T>): Promise<T> {
    try {
      return await send(call);
    } catch (error) {
      // A server restart rotates the key; the cached one then fails to decrypt. Retry once fresh.
      if (!isApiError(error, 'request_body_required')) throw error;
      rsaKey = null;
      return send(call);
    }
  }

  const withBody =
    (method: Method) =>
    <T>(path: string, opts: BodyCallOptions<T>): Promise<T> => {
      const call: Call<T> = { ...opts, method, path, data: opts.body };
      return opts.encrypted ? sendEncrypted(call) : send(call);
    };

  const client: ApiClient = {
    get: (path, opts) => send({ ...opts, method: 'get', path, encrypted: false }),
    post: withBody('post'),
    put: withBody('put'),
    del: withBody('delete'),
    postForm: (path, opts) =>
      send({
        ...opts,
        method: 'post',
        path,
        encrypted: false,
        data: opts.form instanceof FormData ? opts.form : new URLSearchParams({ ...opts.form }),
      }),
  };
  return client;
}

/** XHR's onabort: axios names it ECONNABORTED like a timeout, but without the timeout wording. */
function isBrowserAbort(error: Parameters<typeof isTimeout>[0]): boolean {
  return error.code === 'ECONNABORTED' && !isTimeout(error);
}

export const api: ApiClient = createApiClient();
