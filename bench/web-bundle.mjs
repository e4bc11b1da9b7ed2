// Issue 27's bundle budgets, measured on the build (apps/web/dist, its Vite manifest and source maps) and on what
// Chromium really loads to show /login.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROME_FLAGS, CHROME_PATH } from './web-browser.mjs';

const KB = 1024;
export const BUNDLE_BUDGETS = {
  loginPageBytes: 250 * KB,
  lazyChunkBytes: 100 * KB,
  chartChunkBytes: 200 * KB,
};

const gzipSize = (buffer) => gzipSync(buffer).length;

/** The JS a browser really loads to show /login (entry, preloads and the lazy login route), gzip-sized. */
export const loginPageScripts = async (baseUrl) => {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
  try {
    const page = await browser.newPage();
    const measured = [];
    const measure = (response) => {
      if (response.request().resourceType() !== 'script') return;
      measured.push(
        response.body().then((body) => ({
          file: new URL(response.url()).pathname.slice(1),
          gzipBytes: gzipSize(body),
        })),
      );
    };
    page.on('response', measure);
    await page.goto(`${baseUrl}/login`);
    // The login route is a lazy chunk: on a busy machine the entry runs longer than networkidle's 500 ms quiet, and
    // the page's own scripts came after the measure ended (2 files counted of 22). The form shown, they are in.
    await page.getByRole('button', { name: 'Войти' }).waitFor();
    await page.waitForLoadState('networkidle');
    // Every body asked for is read before the browser closes.
    page.off('response', measure);
    const files = await Promise.all(measured);
    return { gzipBytes: files.reduce((sum, script) => sum + script.gzipBytes, 0), files };
  } finally {
    await browser.close();
  }
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

const ECHARTS_SOURCE = /node_modules\/(echarts|zrender)\//;
// `import … from 'echarts'` brings every chart and component: only `echarts/core` and the used parts may be in.
const WHOLE_ECHARTS = /node_modules\/echarts\/(index(\.\w+)?\.js|lib\/echarts\.js)$/;
const IMPORTS_ECHARTS = /from 'echarts\//;

/**
 * The chunk(s) holding ECharts, and which lazy pages load them: a page loads a chunk when the chunk is in its
 * static imports, followed through the manifest. A page counts as a chart screen when one of the app's own
 * modules in what it loads imports from `echarts/`.
 */
export const chartChunks = (distDir) => {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8'));
  // Rolldown's own runtime chunk has no source map, and no sources of ours.
  const sourcesOf = (file) => {
    const map = join(distDir, `${file}.map`);
    if (!existsSync(map)) return [];
    return JSON.parse(readFileSync(map, 'utf8')).sources.map((source) => join(dirname(map), source));
  };
  const closure = (key, seen = new Set()) => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) closure(imported, seen);
    return seen;
  };
  const chunkKeys = Object.keys(manifest).filter(
    (key) =>
      manifest[key].file.endsWith('.js') && sourcesOf(manifest[key].file).some((s) => ECHARTS_SOURCE.test(s)),
  );
  const pagesLoading = (chunkKey) =>
    Object.keys(manifest)
      .filter((key) => (manifest[key].isDynamicEntry || manifest[key].isEntry) && closure(key).has(chunkKey))
      .map((key) => {
        const appSources = [...closure(key)]
          .flatMap((loaded) => sourcesOf(manifest[loaded].file))
          .filter((source) => !source.includes('/node_modules/'));
        return {
          page: manifest[key].src ?? key,
          isChartScreen: appSources.some((source) => IMPORTS_ECHARTS.test(readFileSync(source, 'utf8'))),
        };
      });
  return chunkKeys.map((key) => {
    const { file } = manifest[key];
    return {
      file,
      gzipBytes: gzipSize(readFileSync(join(distDir, file))),
      wholeEcharts: sourcesOf(file).some((source) => WHOLE_ECHARTS.test(source)),
      loadedBy: pagesLoading(key),
    };
  });
};

const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

/** Every broken bundle budget, as a sentence; none when all hold. */
export const bundleFailures = ({ loginPage, lazyChunks: lazy, chartChunks: charts }) => {
  const chartFiles = new Set(charts.map((chunk) => chunk.file));
  const failures = [];
  if (loginPage.gzipBytes > BUNDLE_BUDGETS.loginPageBytes)
    failures.push(
      `начальный JS страницы входа ${kb(loginPage.gzipBytes)} > ${kb(BUNDLE_BUDGETS.loginPageBytes)}`,
    );
  for (const chunk of lazy.filter((one) => !chartFiles.has(one.file)))
    if (chunk.gzipBytes > BUNDLE_BUDGETS.lazyChunkBytes)
      failures.push(
        `ленивый чанк ${chunk.file} ${kb(chunk.gzipBytes)} > ${kb(BUNDLE_BUDGETS.lazyChunkBytes)}`,
      );
  if (charts.length !== 1)
    failures.push(
      `ECharts должен быть в одном общем чанке, а он в ${charts.length}: ${[...chartFiles].join(', ')}`,
    );
  for (const chunk of charts) {
    if (chunk.gzipBytes > BUNDLE_BUDGETS.chartChunkBytes)
      failures.push(
        `чанк ECharts ${chunk.file} ${kb(chunk.gzipBytes)} > ${kb(BUNDLE_BUDGETS.chartChunkBytes)}`,
      );
    if (chunk.wholeEcharts)
      failures.push(`чанк ${chunk.file} несёт весь ECharts: импортируйте echarts/core и нужные графики`);
    if (loginPage.files.some((script) => script.file === chunk.file))
      failures.push(`страница входа загружает чанк ECharts ${chunk.file}`);
    for (const loader of chunk.loadedBy.filter((one) => !one.isChartScreen))
      failures.push(`чанк ECharts ${chunk.file} грузит экран без графиков: ${loader.page}`);
  }
  return failures;
};
