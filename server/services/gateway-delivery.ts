import type { Logger } from '../logger.ts';

/*
 * Delivery through a real mail or SMS gateway: off the request's path (the answer's time must not
 * tell whether an account exists, server/README.md "SMS requests and number enumeration" and
 * "Forgot password by e-mail"), each try bounded by a timeout, failed tries retried with exponential
 * backoff, and the whole queue drained within a bound at shutdown (server/README.md "Mail and SMS
 * gateways").
 */

export type GatewayChannel = 'sms' | 'mail';

export interface DeliveryPolicy {
  /** Tries per message, the first included. */
  attempts: number;
  /** The wait before the second try; each further wait doubles (1 s, 2 s, 4 s). */
  firstBackoffMs: number;
  /** A try still running after this long is aborted and counts as failed. */
  attemptTimeoutMs: number;
}

/** Four tries over at most 4 × 10 s + 7 s of waits: well inside an SMS code's 5 minutes and a reset link's hour. */
export const GATEWAY_DELIVERY: DeliveryPolicy = {
  attempts: 4,
  firstBackoffMs: 1_000,
  attemptTimeoutMs: 10_000,
};

/**
 * How long settled() lets tries in flight finish at shutdown. index.ts's close() waits for both
 * gateways after up to 12 s of draining requests and exits by force at 17 s, so both gateways share
 * one drain of this length and the database still has time to close.
 */
export const GATEWAY_DRAIN_MS = 2_000;

/** A try that failed, described only by what is safe to log: never an address, a number, a text or a secret. */
export class DeliveryFailure extends Error {
  constructor(
    /** An HTTP or SMTP status, or a short error class such as ECONNREFUSED or timeout. */
    readonly reason: { status?: number; error?: string },
    /** The gateway refused this message for good (a 5xx SMTP reply, a 4xx HTTP answer): no retry. */
    readonly permanent = false,
  ) {
    super('gateway delivery failed');
    this.name = 'DeliveryFailure';
  }
}

/**
 * The shutdown drain, shared by the mail and the SMS queue: the first settled() starts it, retries
 * stop at once (their waits end, the messages are given up), and tries still in flight are aborted
 * when its time is up.
 */
export class GatewayDrain {
  private readonly noRetries = new AbortController();
  private readonly cut = new AbortController();
  private timeUp: Promise<void> | undefined;

  constructor(readonly ms = GATEWAY_DRAIN_MS) {}

  /** Aborted once the drain has begun: no try starts after a wait any more. */
  get retriesStopped(): AbortSignal {
    return this.noRetries.signal;
  }

  /** Aborted when the drain's time is up: tries still in flight end. */
  get inFlightCut(): AbortSignal {
    return this.cut.signal;
  }

  /** Begins the drain (later calls join it) and resolves when its time is up. */
  begin(): Promise<void> {
    this.timeUp ??= new Promise<void>((resolve) => {
      this.noRetries.abort();
      setTimeout(() => {
        this.cut.abort();
        resolve();
      }, this.ms).unref();
    });
    return this.timeUp;
  }
}

export interface DeliveryQueue<M> {
  /** Hands a message over and returns at once. */
  push(message: M): void;
  /** The shutdown drain: waits for the messages handed over, at most until the drain's time is up. */
  settled(): Promise<void>;
}

export interface DeliveryOptions {
  logger: Logger;
  policy?: DeliveryPolicy;
  drain?: GatewayDrain;
}

/** One try: resolves when the gateway accepted the message, rejects (best with a DeliveryFailure) otherwise. */
export type DeliveryAttempt<M> = (message: M, signal: AbortSignal) => Promise<void>;

export function createDeliveryQueue<M>(
  channel: GatewayChannel,
  attempt: DeliveryAttempt<M>,
  options: DeliveryOptions,
): DeliveryQueue<M> {
  const { logger } = options;
  const policy = options.policy ?? GATEWAY_DELIVERY;
  const drain = options.drain ?? new GatewayDrain();
  const pending = new Set<Promise<void>>();

  async function deliver(message: M): Promise<void> {
    for (let tried = 1; ; tried += 1) {
      const timeout = AbortSignal.timeout(policy.attemptTimeoutMs);
      const signal = AbortSignal.any([timeout, drain.inFlightCut]);
      try {
        // The race ends the try at its deadline even if the gateway does not watch the signal.
        await Promise.race([attempt(message, signal), rejectWhenAborted(signal)]);
        logger.info({ channel, attempt: tried }, `${channel} sent through the gateway`);
        return;
      } catch (error: unknown) {
        const reason = drain.inFlightCut.aborted
          ? { error: 'shutdown' }
          : timeout.aborted
            ? { error: 'timeout' }
            : reasonOf(error);
        const log = { channel, attempt: tried, of: policy.attempts, ...reason };
        if (drain.inFlightCut.aborted) return logger.error(log, `${channel} abandoned at shutdown`);
        if (error instanceof DeliveryFailure && error.permanent)
          return logger.error(
            { ...log, permanent: true },
            `${channel} refused by the gateway, given up`,
          );
        if (tried >= policy.attempts) return logger.error(log, `${channel} not sent, given up`);
        if (drain.retriesStopped.aborted)
          return logger.error(log, `${channel} not sent, retry abandoned at shutdown`);
        const waitMs = policy.firstBackoffMs * 2 ** (tried - 1);
        logger.warn({ ...log, retryInMs: waitMs }, `${channel} gateway failed, retrying`);
        if (!(await wait(waitMs, drain.retriesStopped)))
          return logger.error(log, `${channel} not sent, retry abandoned at shutdown`);
      }
    }
  }

  return {
    push(message) {
      const delivery = deliver(message)
        // deliver() logs every outcome itself; this only keeps a bug in it from becoming an unhandled rejection.
        .catch(() => logger.error({ channel }, `${channel} delivery failed unexpectedly`))
        .finally(() => pending.delete(delivery));
      pending.add(delivery);
    },
    async settled() {
      const timeUp = drain.begin();
      const done = (async () => {
        while (pending.size > 0) await Promise.allSettled([...pending]);
      })();
      await Promise.race([done, timeUp]);
      // After the time is up every try in flight has been aborted, so this ends at once.
      await done;
    },
  };
}

/** Resolves true after `ms`, or false as soon as `signal` aborts. */
function wait(ms: number, signal: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', stop);
      resolve(true);
    }, ms);
    function stop() {
      clearTimeout(timer);
      resolve(false);
    }
    signal.addEventListener('abort', stop, { once: true });
  });
}

function rejectWhenAborted(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    const abort = () => reject(new DeliveryFailure({ error: 'aborted' }));
    if (signal.aborted) abort();
    else signal.addEventListener('abort', abort, { once: true });
  });
}

/** What may be logged of an error: its status or its class and code, never its message (it can quote an address). */
function reasonOf(error: unknown): { status?: number; error?: string } {
  if (error instanceof DeliveryFailure) return error.reason;
  if (!(error instanceof Error)) return { error: 'unknown' };
  const code = (error as { code?: unknown }).code;
  return {
    error: typeof code === 'string' && /^[A-Z][A-Z0-9_]{1,40}$/.test(code) ? code : error.name,
  };
}
