// Writes docs/openapi.json from the routes' zod schemas; `--check` fails when the committed file drifted.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../src/core/app';
import { loadConfig } from '../src/core/config';
import { openDatabase } from '../src/core/db/database';

const target = fileURLToPath(new URL('../../../docs/openapi.json', import.meta.url));
const pkg = JSON.parse(
  readFileSync(join(fileURLToPath(new URL('..', import.meta.url)), 'package.json'), 'utf8'),
);

const database = await openDatabase({ driver: 'pglite', dataDir: null });
const config = loadConfig(
  {
    NODE_ENV: 'test',
    DATA_DIR: '/tmp/portal-openapi',
    JWT_SECRET: 'openapi-generation-only-secret-0123456789',
    LOG_LEVEL: 'silent',
  },
  { version: pkg.version },
);
const app = await buildApp(config, { database, logger: false });
await app.ready();
const document = `${JSON.stringify(app.swagger(), null, 2)}\n`;
await app.close();
await database.close();

if (process.argv.includes('--check')) {
  const committed = readFileSync(target, 'utf8');
  if (committed !== document) {
    console.error(
      'docs/openapi.json не совпадает с кодом: выполните `npm run openapi` и закоммитьте результат.',
    );
    process.exit(1);
  }
  console.log('docs/openapi.json соответствует коду');
} else {
  writeFileSync(target, document);
  console.log(`OpenAPI записан в ${target}`);
}
