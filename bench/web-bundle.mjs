import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const gzipSize = (buffer) => gzipSync(buffer).length;

/** The JS a browser really loads to show /login (entry, preloads and the lazy login route), gzip-sized. */
export const loginPageScripts = async (baseUrl) => {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const page = await browser.newPage();
  const scripts = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push({
      file: new URL(response.url()).pathname.slice(1),
      gzipBytes: gzipSize(await response.body()),
    });
  });
  await page.goto(`${baseUrl}/login`, { waitUntil: 'networkidle' });
  await browser.close();
  return { gzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0), files: scripts };
};

/** Every JS chunk of the build that the login page does not load. */
export const lazyChunks = (distDir, loaded) => {
  const loadedFiles = new Set(loaded.map((script) => script.file));
  return readdirSync(join(distDir, 'assets'))
    .filter((file) => file.endsWith('.js') && !loadedFiles.has(`assets/${file}`))
    .map((file) => ({
      file: `assets/${file}`,
      gzipBytes: gzipSize(readFileSync(join(distDir, 'assets', file))),
    }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
};
