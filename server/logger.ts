import { pino, type DestinationStream, type Logger } from 'pino';
import type { LogLevel } from './env.ts';
import { requestContext } from './request-context.ts';

export type { Logger };

/**
 * Structured JSON logs on stdout (or `destination`); tests pass 'silent' so runs stay readable.
 * A line written while a request is served carries its `requestId`, whichever code writes it.
 */
export function createLogger(level: LogLevel = 'info', destination?: DestinationStream): Logger {
  const options = {
    level,
    base: { service: 'm-site-api' },
    // Never write credentials into the log, whatever a caller passes along.
    redact: {
      paths: ['req.headers.authorization', 'req.headers.encryption', '*.password'],
      remove: true,
    },
    mixin: () => {
      const context = requestContext.getStore();
      return context === undefined ? {} : { requestId: context.requestId };
    },
  };
  return destination === undefined ? pino(options) : pino(options, destination);
}
