import type { Database } from '../db/client.ts';
import { addToOutbox } from '../db/queries/outbox.ts';
import type { Logger } from '../logger.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Sends an e-mail. A real operator plugs in its mail service here. */
export interface MailGateway {
  send(message: MailMessage): Promise<void>;
}

/** The reference gateway: the mail lands in the outbox table (subject as first line). */
export function createOutboxMailGateway(db: Database, logger?: Logger): MailGateway {
  return {
    async send({ to, subject, text }) {
      await addToOutbox(db, 'mail', to, `Subject: ${subject}\n\n${text}`);
      // Neither the address nor the text (it may carry a reset link) goes to the log.
      logger?.info({ channel: 'mail' }, 'mail written to outbox');
    },
  };
}

/** A gateway whose send() returns at once; settled() waits for every mail handed over so far. */
export interface QueuedMailGateway extends MailGateway {
  settled(): Promise<void>;
}

/**
 * Sends off the request's path, so the answer's time does not tell whether a mail went out. A
 * failed send is logged, never thrown into a request that has already answered.
 */
export function queueMail(gateway: MailGateway, logger?: Logger): QueuedMailGateway {
  const pending = new Set<Promise<void>>();
  return {
    send(message) {
      const sending = gateway
        .send(message)
        .catch((error: unknown) =>
          logger?.error(
            { err: error instanceof Error ? error.name : 'unknown', channel: 'mail' },
            'mail not sent',
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
