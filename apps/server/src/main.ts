import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './core/app';
import { ConfigError, loadConfig } from './core/config';
import { listenUrl } from './core/http/listen-url';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/demo-accounts';
import { seedDemo } from './seed/demo-seed';

const here = dirname(fileURLToPath(import.meta.url));
const serverRoot = join(here, '..');
const version = (JSON.parse(readFileSync(join(serverRoot, 'package.json'), 'utf8')) as { version: string })
  .version;

const start = async () => {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(process.env, { version, webDistDir: join(serverRoot, '../web/dist') });
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const app = await buildApp(config);
  if (config.seedDemo && (await seedDemo(app.ctx))) app.log.info('demo data seeded');

  // Close the database cleanly on Ctrl-C or SIGTERM so the PGlite data directory is never left half-written.
  let isStopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, async () => {
      if (isStopping) return;
      isStopping = true;
      app.log.info({ signal }, 'shutting down');
      try {
        await app.close();
      } finally {
        process.exit(0);
      }
    });
  }

  await app.listen({ port: config.port, host: config.host });
  const url = listenUrl(config.host, (app.server.address() as { port: number }).port);
  const database = config.databaseUrl
    ? 'PostgreSQL (DATABASE_URL)'
    : `встроенная PGlite в ${config.pgliteDir}`;
  console.log(`\nПортал грузоперевозок запущен: ${url}\nБаза данных: ${database}\nAPI: ${url}/api/docs`);
  if (config.seedDemo) {
    console.log(`Демо-учётные записи (пароль ${DEMO_PASSWORD}):`);
    for (const account of DEMO_ACCOUNTS) console.log(`  ${account.username.padEnd(22)} ${account.who}`);
  }
};

start().catch((error) => {
  console.error(error);
  process.exit(1);
});
