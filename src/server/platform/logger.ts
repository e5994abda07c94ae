import { pino, type Logger } from 'pino';
import type { Config } from '../env';

export type { Logger };

export function createLogger(config: Pick<Config, 'logLevel' | 'logPretty'>): Logger {
  return pino({
    level: config.logLevel,
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', '*.password', '*.token'],
      censor: '[masqué]',
    },
    ...(config.logPretty && config.logLevel !== 'silent'
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
          },
        }
      : {}),
  });
}
