import type { Database } from '../db/client.ts';
import { addToOutbox } from '../db/queries/outbox.ts';
import type { Logger } from '../logger.ts';

/** Sends a text message. A real operator plugs in its SMS provider here. */
export interface SmsGateway {
  send(mobile: string, text: string): Promise<void>;
}

/** A gateway whose send() returns at once; settled() waits for every message handed over so far. */
export interface QueuedSmsGateway extends SmsGateway {
  settled(): Promise<void>;
}

/** The reference gateway: nothing leaves the server; the message lands in the outbox table. */
export function createOutboxSmsGateway(db: Database, logger?: Logger): SmsGateway {
  return {
    async send(mobile, text) {
      await addToOutbox(db, 'sms', mobile, text);
      // Neither the number nor the text (it carries the code) goes to the log.
      logger?.info({ channel: 'sms' }, 'sms written to outbox');
    },
  };
}

/**
 * Sends off the request's path: a provider takes its time, and an answer that waited for it would
 * tell a caller whether a message went out (whether a number has an account). A failed send is
 * logged, never thrown into a request that has already answered.
 */
export function queueSms(gateway: SmsGateway, logger?: Logger): QueuedSmsGateway {
  const pending = new Set<Promise<void>>();
  return {
    send(mobile, text) {
      const sending = gateway
        .send(mobile, text)
        .catch((error: unknown) =>
          logger?.error(
            { err: error instanceof Error ? error.name : 'unknown', channel: 'sms' },
            'sms not sent',
          ),
        )
        .finally(() => pending.delete(sending));
      pending.add(sending);
      return Promise.resolve();
    },
    async settled() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}
