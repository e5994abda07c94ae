// Entry point of `npm start`: reads the settings, starts Popote, stops it cleanly on a signal.
import v8 from 'node:v8';
import { ConfigError, nodeOptionsFromEnv, readEnv, type AllowedHost, type Config } from './env';
import { AlreadyRunningError } from './db/embedded/instance-lock';
import { DataDirError } from './db/embedded/data-dir';
import { createLogger, type Logger } from './platform/logger';
import { startServer, type RunningServer } from './server';

const EXPECTED_ERRORS = [ConfigError, AlreadyRunningError, DataDirError];

/**
 * V8 lets the old generation grow to several times what is alive before collecting it: under
 * load, the server's memory went from 150 to 240 MB though about 45 MB were alive. Growing it
 * by at most its live size (×2) keeps it near 180 MB at the same throughput (docs/performance.md).
 * A `--heap-growing-percent` given to Node (NODE_OPTIONS) wins.
 */
const HEAP_GROWING_PERCENT = 100;
if (
  ![...process.execArgv, nodeOptionsFromEnv()].some((arg) => arg.includes('heap-growing-percent'))
)
  v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);

async function main() {
  let config;
  try {
    config = readEnv();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const logger = createLogger(config);
  if (config.billing.unsafeSandboxInProduction)
    logger.warn(
      'UNSAFE_SANDBOX_BILLING_IN_PRODUCTION: the sandbox payment provider serves a public deployment — anyone gets premium for free. For a demo only.',
    );
  logRecipeImportHosts(config, logger);
  let running: RunningServer | undefined;
  let exiting = false;

  const exit = async (code: number, reason: string) => {
    if (exiting) {
      logger.warn('Forced exit');
      process.exit(code || 1);
    }
    exiting = true;
    logger.info(`${reason}: stopping Popote…`);
    await running?.stop().catch((error) => logger.error({ err: error }, 'Incomplete stop'));
    logger.info('Popote stopped.');
    logger.flush();
    process.exit(code);
  };

  process.on('SIGINT', () => void exit(0, 'SIGINT'));
  process.on('SIGTERM', () => void exit(0, 'SIGTERM'));
  process.on('uncaughtException', (error) => {
    logger.fatal({ err: error }, 'Uncaught exception');
    void exit(1, 'Uncaught exception');
  });
  process.on('unhandledRejection', (error) =>
    logger.error({ err: error }, 'Unhandled promise rejection'),
  );

  try {
    running = await startServer(config, logger, {
      onFatal: (error) => {
        logger.fatal({ err: error });
        void exit(1, error.message);
      },
    });
  } catch (error) {
    if (
      EXPECTED_ERRORS.some((type) => error instanceof type) ||
      /port .* déjà utilisé/.test(String(error))
    ) {
      console.error(`\n${(error as Error).message}\n`);
    } else {
      logger.fatal({ err: error }, 'Popote could not start');
    }
    logger.flush();
    process.exit(1);
  }
  console.log(`\n  Popote est prêt : ${config.publicBaseUrl}\n`);
}

/** Says at start which hosts the recipe importer may reach on private addresses, if any. */
function logRecipeImportHosts(config: Config, logger: Logger) {
  const { allowedHosts, ignoredAllowedHosts, unsafeAllowedHostsInProduction } = config.recipeImport;
  const names = (hosts: AllowedHost[]) =>
    hosts
      .map(({ host, port }) => {
        const name = host.includes(':') ? `[${host}]` : host;
        return port === undefined ? name : `${name}:${port}`;
      })
      .join(', ');
  if (unsafeAllowedHostsInProduction)
    logger.warn(
      `UNSAFE_RECIPE_IMPORT_ALLOWED_HOSTS_IN_PRODUCTION: the recipe importer may reach ${names(allowedHosts)} on a public deployment, even on private or loopback addresses — every subscriber's link can.`,
    );
  else if (allowedHosts.length > 0)
    logger.info(
      `RECIPE_IMPORT_ALLOWED_HOSTS: the recipe importer may reach ${names(allowedHosts)} even on private or loopback addresses.`,
    );
  if (ignoredAllowedHosts.length > 0)
    logger.warn(
      `RECIPE_IMPORT_ALLOWED_HOSTS is ignored in production (${names(ignoredAllowedHosts)}): set UNSAFE_RECIPE_IMPORT_ALLOWED_HOSTS_IN_PRODUCTION=true to confirm it.`,
    );
}

void main();
