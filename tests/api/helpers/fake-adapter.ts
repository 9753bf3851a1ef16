import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';

export interface Reply {
  readonly status?: number;
  readonly data: unknown;
}

export type Handler = (config: InternalAxiosRequestConfig) => Reply | Promise<Reply>;

/** An axios adapter that answers from a handler and records every request it saw. */
export function fakeAdapter(handler: Handler) {
  const requests: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    requests.push(config);
    const reply = await handler(config);
    return {
      data: reply.data,
      status: reply.status ?? 200,
      statusText: '',
      headers: {},
      config,
      request: {},
    };
  };
  return { adapter, requests };
}

export const ok = (value: unknown): Reply => ({ data: { success: true, value } });

export const fail = (status: number, errorCode: string, value?: unknown): Reply => ({
  status,
  data: { success: false, errorCode, message: `server says ${errorCode}`, value },
});

export function networkError(config: InternalAxiosRequestConfig): AxiosError {
  return new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {});
}

export function timeoutError(config: InternalAxiosRequestConfig): AxiosError {
  return new AxiosError('timeout of 15000ms exceeded', AxiosError.ETIMEDOUT, config, {});
}

export function header(config: InternalAxiosRequestConfig | undefined, name: string): unknown {
  return config?.headers.get(name);
}
