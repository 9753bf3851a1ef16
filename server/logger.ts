import { pino, type Logger } from 'pino';
import type { LogLevel } from './env.ts';

export type { Logger };

/** Structured JSON logs on stdout; tests pass 'silent' so runs stay readable. */
export function createLogger(level: LogLevel = 'info'): Logger {
  return pino({
    level,
    base: { service: 'm-site-api' },
    // Never write credentials into the log, whatever a caller passes along.
    redact: { paths: ['req.headers.authorization', 'req.headers.encryption', '*.password'], remove: true },
  });
}
