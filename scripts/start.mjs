// `npm start`: builds what is missing or stale, then runs the server, which migrates, seeds demo data on the
// first start and serves the API and the built web app from one process.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

const newestMtime = (path) => {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (
      entry === 'node_modules' ||
      entry === 'dist' ||
      entry.endsWith('.test.ts') ||
      entry.endsWith('.test.tsx')
    ) {
      continue;
    }
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
};

const isStale = (output, inputs) => {
  const outputPath = join(root, output);
  if (!existsSync(outputPath)) return true;
  const built = statSync(outputPath).mtimeMs;
  return inputs.some((input) => newestMtime(join(root, input)) > built);
};

const contract = ['packages/contract/src', 'packages/contract/package.json'];
const steps = [
  {
    name: 'веб-приложение',
    output: 'apps/web/dist/index.html',
    inputs: [
      'apps/web/src',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/package.json',
      ...contract,
    ],
    command: 'npm run build -w apps/web',
  },
  {
    name: 'сервер',
    output: 'apps/server/dist/main.js',
    inputs: ['apps/server/src', 'apps/server/build.mjs', 'apps/server/package.json', ...contract],
    command: 'npm run build -w apps/server',
  },
];

for (const step of steps) {
  if (!isStale(step.output, step.inputs)) continue;
  console.log(`Сборка: ${step.name}…`);
  execSync(step.command, { cwd: root, stdio: 'inherit' });
}

await import(join(root, 'apps/server/dist/main.js'));
