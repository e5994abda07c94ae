import { serve, type ServerType } from '@hono/node-server';
import type { Server, ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { createApp } from './app';
import { createServices } from './services';
import { connectDatabase } from './db/client';
import { acquireInstanceLock, type InstanceLock } from './db/embedded/instance-lock';
import { startEmbeddedPostgres, type EmbeddedPostgresServer } from './db/embedded/postgres';
import { applyMigrations } from './db/migrate';
import type { Config } from './env';
import { resolveAuthSecret } from './features/auth';
import { databaseUnavailableReason } from './platform/database-status';
import { purgeDeletedItemIds } from './features/household';
import { forgetRecipePhotos, photoStoreFor } from './features/recipes';
import { EXPIRY_ALERTS_JOB, runExpiryAlerts } from './features/inventory';
import { purgeExpiredLimits } from './platform/rate-limit';
import { scheduleDailyJob } from './platform/scheduler';
import type { AppDeps } from './services';
import type { Logger } from './platform/logger';

/** Every process purges the old ids of deleted items (idempotent: no daily claim needed). */
const DELETED_IDS_PURGE_INTERVAL_MS = 6 * 3600 * 1000;

export interface RunningServer {
  url: string;
  port: number;
  /**
   * Stops accepting, lets in-flight requests finish, waits for a daily job under way, closes
   * the pool, then the database.
   */
  stop(): Promise<void>;
}

/**
 * What a graceful stop needs beyond `server.close()`. Node closes idle keep-alive connections,
 * but not two kinds that would hold the stop until SHUTDOWN_TIMEOUT_MS: a connection that never
 * sent a byte (a browser's preconnect), and a keep-alive one whose request was still running
 * when the stop began (it stays open for a next request). The first are destroyed at once, the
 * second as soon as their answer has gone; requests in flight finish.
 */
function trackConnections(http: Server) {
  const sockets = new Set<Socket>();
  let closing = false;
  http.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  http.on('request', (_request, response: ServerResponse) => {
    response.once('finish', () => {
      if (closing) setImmediate(() => http.closeIdleConnections());
    });
  });
  return {
    closeIdle() {
      closing = true;
      http.closeIdleConnections();
      for (const socket of sockets) if (socket.bytesRead === 0) socket.destroy();
    },
  };
}

function listen(server: ServerType, config: Config): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE') {
        reject(
          new Error(
            `Le port ${config.port} est déjà utilisé. Choisissez-en un autre, par exemple PORT=3001 npm start.\n` +
              `Port ${config.port} is already in use.`,
          ),
        );
      } else reject(error);
    });
    server.once('listening', () => resolve((server.address() as AddressInfo).port));
  });
}

export async function startServer(
  config: Config,
  logger: Logger,
  hooks: {
    onFatal?: (error: Error) => void;
    /** Replaces services once built (benchmarks run the catalogue engine on synthetic data). */
    services?: Partial<Pick<AppDeps, 'recipes'>>;
  } = {},
): Promise<RunningServer> {
  let lock: InstanceLock | undefined;
  let embedded: EmbeddedPostgresServer | undefined;
  const cleanups: Array<() => Promise<void>> = [];
  const cleanup = async () => {
    for (const step of cleanups.reverse())
      await step().catch((error) => logger.error({ err: error }));
  };

  try {
    let databaseUrl = config.databaseUrl;
    if (!databaseUrl) {
      const { mkdir } = await import('node:fs/promises');
      await mkdir(config.dataDir, { recursive: true });
      lock = await acquireInstanceLock(config.dataDir);
      cleanups.push(() => lock!.release());
      embedded = await startEmbeddedPostgres({
        dataDir: config.dataDir,
        preferredPort: config.embeddedDbPort,
        logger,
        onUnexpectedExit: () =>
          hooks.onFatal?.(new Error('La base de données embarquée s’est arrêtée.')),
      });
      cleanups.push(() => embedded!.stop());
      databaseUrl = embedded.url;
    }

    await applyMigrations(databaseUrl);
    const database = connectDatabase(databaseUrl, {
      poolSize: config.databasePoolSize,
      // An idle connection closed by the database (stopped, restarted): the pool drops it and
      // opens a new one for the next request. One line, not the connection's whole state.
      onError: (error) =>
        logger.warn(
          { reason: databaseUnavailableReason(error) ?? error.message },
          'Database connection lost',
        ),
    });
    cleanups.push(() => database.close());

    const authSecret = await resolveAuthSecret(config);
    const services = createServices({ config, db: database.db, logger, authSecret });
    const app = createApp({ ...services, ...hooks.services });
    const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host });
    const port = await listen(server, config);
    const http = server as Server;
    const connections = trackConnections(http);
    // Every process checks; the day's claim in PostgreSQL lets only one of them send.
    const expiryAlerts = scheduleDailyJob({
      name: EXPIRY_ALERTS_JOB,
      intervalMs: config.expiryAlerts.checkIntervalMs,
      fromHour: config.expiryAlerts.fromHour,
      run: (now) => runExpiryAlerts(services, now),
      logger,
    });
    cleanups.push(() => expiryAlerts.stop());
    const deletedIdsPurge = scheduleDailyJob({
      name: 'deleted-item-ids-purge',
      intervalMs: DELETED_IDS_PURGE_INTERVAL_MS,
      fromHour: 0,
      run: async (now) => {
        const purged = await purgeDeletedItemIds(database.db, now);
        // The photos of recipes deleted past their « Annuler » go with them.
        await forgetRecipePhotos(photoStoreFor(config), purged.photoKeys);
        return { ran: purged.ran };
      },
      logger,
    });
    cleanups.push(() => deletedIdsPurge.stop());
    const limitsPurge = scheduleDailyJob({
      name: 'request-limits-purge',
      intervalMs: DELETED_IDS_PURGE_INTERVAL_MS,
      fromHour: 0,
      run: (now) => purgeExpiredLimits(database.db, now),
      logger,
    });
    cleanups.push(() => limitsPurge.stop());

    let stopping: Promise<void> | undefined;
    return {
      url: config.publicBaseUrl,
      port,
      stop() {
        stopping ??= (async () => {
          // Open event streams would hold the server until the timeout: they end first.
          await services.events.close();
          const closed = new Promise<void>((resolve) => http.close(() => resolve()));
          connections.closeIdle();
          const force = setTimeout(() => http.closeAllConnections(), config.shutdownTimeoutMs);
          await closed;
          clearTimeout(force);
          await cleanup();
        })();
        return stopping;
      },
    };
  } catch (error) {
    await cleanup();
    throw error;
  }
}
