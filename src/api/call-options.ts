import type { AxiosAdapter } from 'axios';
import type { SchemaOf } from './schema';
import type { ApiEvents } from './events';
import type { ModuleId } from '../../shared/module-ids.ts';

export type QueryParams = Readonly<Record<string, string | number | boolean | null | undefined>>;

export interface CallOptions<T> {
  readonly moduleId: ModuleId;
  readonly schema: SchemaOf<T>;
  readonly params?: QueryParams;
  readonly signal?: AbortSignal;
}

export interface BodyCallOptions<T> extends CallOptions<T> {
  readonly body?: unknown;
  /** Seal the body with the server's RSA key (login, registration, passwords). */
  readonly encrypted?: boolean;
  /** Send `Device: OTHERS` when running as an installed web app (requirements A7, login). */
  readonly device?: boolean;
  /**
   * The `Idempotency-Key` header of an order or a round (docs/api.md "Cashier"): one per submission,
   * so a repeat of the same submission answers the first result instead of a second order.
   */
  readonly idempotencyKey?: string;
}

export interface FormCallOptions<T> extends CallOptions<T> {
  /** A record is sent url-encoded; FormData (file uploads) as multipart. */
  readonly form: Readonly<Record<string, string>> | FormData;
}

export interface ApiClient {
  get<T>(path: string, options: CallOptions<T>): Promise<T>;
  post<T>(path: string, options: BodyCallOptions<T>): Promise<T>;
  put<T>(path: string, options: BodyCallOptions<T>): Promise<T>;
  /** DELETE with a JSON body (docs/api.md). */
  del<T>(path: string, options: BodyCallOptions<T>): Promise<T>;
  postForm<T>(path: string, options: FormCallOptions<T>): Promise<T>;
}

export interface ApiClientOptions {
  readonly adapter?: AxiosAdapter;
  readonly baseURL?: string;
  readonly getUserAgent?: () => string;
  readonly isStandalone?: () => boolean;
  readonly isOnline?: () => boolean;
  readonly events?: ApiEvents;
  readonly slowRequestMs?: number;
}
