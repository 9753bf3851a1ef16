import type { Database } from '../db/client.ts';
import type { Env } from '../env.ts';
import type { Logger } from '../logger.ts';
import { GatewayDrain, type DeliveryPolicy } from './gateway-delivery.ts';
import { createHttpSmsGateway } from './http-sms-gateway.ts';
import { createOutboxMailGateway, queueMail, type QueuedMailGateway } from './mail-gateway.ts';
import { createSmtpMailGateway } from './smtp-mail-gateway.ts';
import { createOutboxSmsGateway, queueSms, type QueuedSmsGateway } from './sms-gateway.ts';

export interface Gateways {
  sms: QueuedSmsGateway;
  mail: QueuedMailGateway;
}

/**
 * The deployment's mail and SMS gateways: SMTP when SMTP_URL is set, the HTTP provider when
 * SMS_GATEWAY_URL is, else the development outbox table, as before (server/README.md "Mail and SMS
 * gateways"). In production an outbox is said out loud at start: nothing reaches a player then.
 */
export function createGateways(
  env: Pick<Env, 'production' | 'smtp' | 'smsGateway'>,
  db: Database,
  logger: Logger,
  tuning: { policy?: DeliveryPolicy; drainMs?: number } = {},
): Gateways {
  // One drain for both, so close() waits GATEWAY_DRAIN_MS once, not once per channel.
  const delivery = { logger, policy: tuning.policy, drain: new GatewayDrain(tuning.drainMs) };
  if (env.production && env.smtp === undefined) {
    logger.warn(
      { channel: 'mail' },
      'SMTP_URL is not set: mail (password reset links) goes only to the outbox table, and no player receives it',
    );
  }
  if (env.production && env.smsGateway === undefined) {
    logger.warn(
      { channel: 'sms' },
      'SMS_GATEWAY_URL is not set: texts (verification codes) go only to the outbox table, and no player receives them',
    );
  }
  return {
    sms:
      env.smsGateway === undefined
        ? queueSms(createOutboxSmsGateway(db, logger), logger)
        : createHttpSmsGateway(env.smsGateway, delivery),
    mail:
      env.smtp === undefined
        ? queueMail(createOutboxMailGateway(db, logger), logger)
        : createSmtpMailGateway(env.smtp, delivery),
  };
}
