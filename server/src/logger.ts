import { pino, type DestinationStream, type Logger } from 'pino';
import type { Config } from './config.js';

export type { Logger };

// Credentials never reach the log: headers and bodies are not logged, and these paths are
// redacted in case a caller logs an object that holds them.
export function createLogger(config: Pick<Config, 'logLevel'>, destination?: DestinationStream): Logger {
  return pino(
    {
      level: config.logLevel,
      base: undefined,
      redact: ['req.headers.authorization', 'password', 'token', 'secret', '*.password', '*.secret'],
    },
    destination,
  );
}
