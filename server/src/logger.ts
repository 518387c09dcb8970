import { pino, type DestinationStream, type Logger } from 'pino';
import type { Settings } from './settings.js';

export type { Logger };

// Credentials never reach the log: headers and bodies are not logged, and these paths are
// redacted in case a caller logs an object that holds them.
export function createLogger(settings: Pick<Settings, 'logLevel'>, destination?: DestinationStream): Logger {
  return pino(
    {
      level: settings.logLevel,
      base: undefined,
      redact: ['req.headers.authorization', 'password', 'token', 'secret', '*.password', '*.secret'],
    },
    destination,
  );
}
