// Sums the gzip size of the JavaScript the login page needs before it can render: the entry chunk, the login
// page chunk and every chunk they import statically (Vite manifest). Fails above the budget.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 250;
const PAGE = 'src/features/auth/pages/login-page.tsx';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const manifest = JSON.parse(readFileSync(`${dist}.vite/manifest.json`, 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey || !manifest[PAGE]) throw new Error('Run `npm run build` first: entry or login page missing');

const files = new Set();
const collect = (key) => {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) collect(imported);
};
collect(entryKey);
collect(PAGE);

const rows = [...files]
  .filter((file) => file.endsWith('.js'))
  .map((file) => ({ file, gzip: gzipSync(readFileSync(`${dist}${file}`)).length }))
  .sort((a, b) => b.gzip - a.gzip);
const totalKb = rows.reduce((sum, row) => sum + row.gzip, 0) / 1024;

for (const row of rows) console.log(`${(row.gzip / 1024).toFixed(1).padStart(7)} KB  ${row.file}`);
console.log(`Login page initial JS: ${totalKb.toFixed(1)} KB gzip (budget ${BUDGET_KB} KB)`);
if (totalKb > BUDGET_KB) process.exit(1);
