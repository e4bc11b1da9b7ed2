// `npm start`: builds what is missing or stale, then runs the server, which migrates, seeds demo data on the
// first start and serves the API and the built web app from one process. A build prints one line (its full
// output only when it fails), so the server's URL and the demo logins are the last lines on the screen.
import { spawnSync } from 'node:child_process';
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
    dist: 'apps/web/dist',
  },
  {
    name: 'сервер',
    output: 'apps/server/dist/main.js',
    inputs: ['apps/server/src', 'apps/server/build.mjs', 'apps/server/package.json', ...contract],
    command: 'npm run build -w apps/server',
    dist: 'apps/server/dist',
  },
];

const filesIn = (path) =>
  readdirSync(path, { withFileTypes: true }).flatMap((entry) => {
    const full = join(path, entry.name);
    return entry.isDirectory() ? filesIn(full) : [full];
  });

const FILE_WORDS = { one: 'файл', few: 'файла', many: 'файлов', other: 'файла' };
const fileWord = (count) => FILE_WORDS[new Intl.PluralRules('ru-RU').select(count)];
const megabytes = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 1 });

/** «apps/web/dist: 312 файлов, 18,3 МБ» */
const describeOutput = (dist) => {
  const files = filesIn(join(root, dist));
  const bytes = files.reduce((sum, file) => sum + statSync(file).size, 0);
  return `${dist}: ${files.length} ${fileWord(files.length)}, ${megabytes.format(bytes / 1024 / 1024)} МБ`;
};

for (const step of steps) {
  if (!isStale(step.output, step.inputs)) {
    console.log(`Сборка: ${step.name} — без изменений`);
    continue;
  }
  process.stdout.write(`Сборка: ${step.name}… `);
  const startedAt = Date.now();
  const build = spawnSync(step.command, {
    cwd: root,
    shell: true,
    encoding: 'utf8',
    stdio: ['inherit', 'pipe', 'pipe'],
    maxBuffer: 256 * 1024 * 1024,
  });
  if (build.status !== 0) {
    process.stdout.write(`ошибка\n${build.stdout ?? ''}`);
    process.stderr.write(build.stderr ?? '');
    console.error(`Сборка не удалась: ${step.name} (${build.error?.message ?? `код ${build.status}`})`);
    process.exit(build.status || 1);
  }
  const seconds = Math.round((Date.now() - startedAt) / 1000);
  console.log(`готово за ${seconds} с (${describeOutput(step.dist)})`);
  // A build that succeeded writes only its warnings to stderr; they stay visible.
  process.stderr.write(build.stderr);
}

await import(join(root, 'apps/server/dist/main.js'));
