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

/** The reference gateway: the mail lands in the outbox table (subject as first line) and the log. */
export function createOutboxMailGateway(db: Database, logger?: Logger): MailGateway {
  return {
    async send({ to, subject, text }) {
      await addToOutbox(db, 'mail', to, `Subject: ${subject}\n\n${text}`);
      logger?.info({ channel: 'mail', recipient: to, subject }, 'mail written to outbox');
    },
  };
}
