import { createTransport } from 'nodemailer';
import { isPermanentResponseCode } from 'nodemailer/lib/errors';
import type { SmtpConfig } from './gateway-config.ts';
import {
  createDeliveryQueue,
  DeliveryFailure,
  GATEWAY_DELIVERY,
  type DeliveryOptions,
} from './gateway-delivery.ts';
import type { MailMessage, QueuedMailGateway } from './mail-gateway.ts';

/**
 * Mail over SMTP (SMTP_URL, MAIL_FROM): one connection per try, every wait of it (connect,
 * greeting, idle socket) bounded by the try's timeout, and the try aborted with it. A 5xx reply
 * (the server refuses this message for good) is not retried; anything else is, with backoff.
 */
export function createSmtpMailGateway(
  config: SmtpConfig,
  options: DeliveryOptions,
): QueuedMailGateway {
  const timeoutMs = (options.policy ?? GATEWAY_DELIVERY).attemptTimeoutMs;
  // Options in the URL's query (tls.rejectUnauthorized, …) win over these, as nodemailer merges them.
  const transport = createTransport({
    url: config.url,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
    dnsTimeout: timeoutMs,
  });
  const queue = createDeliveryQueue<MailMessage>(
    'mail',
    async (message, signal) => {
      try {
        await transport.sendMail({
          from: config.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          signal,
        });
      } catch (error: unknown) {
        const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
        const status = typeof responseCode === 'number' ? responseCode : undefined;
        const kind =
          typeof code === 'string' && /^[A-Z][A-Z0-9_]{1,40}$/.test(code)
            ? code
            : error instanceof Error
              ? error.name
              : 'unknown';
        throw new DeliveryFailure(
          { status, error: kind },
          status !== undefined && isPermanentResponseCode(status),
        );
      }
    },
    options,
  );
  return {
    send(message) {
      queue.push(message);
      return Promise.resolve();
    },
    settled: () => queue.settled(),
  };
}
