import type { Database } from '../db/client.ts';
import { addToOutbox } from '../db/queries/outbox.ts';
import type { Logger } from '../logger.ts';

/** Sends a text message. A real operator plugs in its SMS provider here. */
export interface SmsGateway {
  send(mobile: string, text: string): Promise<void>;
}

/** The reference gateway: nothing leaves the server; the message lands in the outbox table and the log. */
export function createOutboxSmsGateway(db: Database, logger?: Logger): SmsGateway {
  return {
    async send(mobile, text) {
      await addToOutbox(db, 'sms', mobile, text);
      logger?.info({ channel: 'sms', recipient: mobile, text }, 'sms written to outbox');
    },
  };
}
