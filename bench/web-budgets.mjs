// Issue 27's budgets of the web app, measured on a running portal with the demo data: the bundle sizes, the
// Lighthouse desktop scores and the INP of a 100-row list's filter. `failures` lists every broken one.
import { join } from 'node:path';
import { root } from './servers.mjs';
import { bundleFailures, chartChunks, lazyChunks, loginPageScripts } from './web-bundle.mjs';
import { INP_BUDGET_MS, inpFailures, measureInp } from './web-inp.mjs';
import { LIGHTHOUSE_MIN_SCORE, lighthouseFailures, lighthouseScores } from './web-lighthouse.mjs';

const distDir = join(root, 'apps/web/dist');

export const measureWebBudgets = async (base) => {
  const loginPage = await loginPageScripts(base);
  const bundles = {
    loginPage,
    lazyChunks: lazyChunks(distDir, loginPage.files),
    chartChunks: chartChunks(distDir),
  };
  const lighthouse = await lighthouseScores(base);
  const inp = await measureInp(base);
  return {
    ...bundles,
    lighthouse,
    inp,
    failures: [...bundleFailures(bundles), ...lighthouseFailures(lighthouse), ...inpFailures(inp)],
  };
};

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

export const printWebBudgets = (web) => {
  const largestLazy = web.lazyChunks.find(
    (chunk) => !web.chartChunks.some((chart) => chart.file === chunk.file),
  );
  const rows = [
    [
      'начальный JS страницы входа (gzip)',
      `${kb(web.loginPage.gzipBytes)} (${web.loginPage.files.length} файлов)`,
      '≤ 250 KB',
    ],
    [
      'наибольший ленивый чанк (gzip)',
      largestLazy ? `${kb(largestLazy.gzipBytes)} ${largestLazy.file}` : '—',
      '≤ 100 KB',
    ],
    ...web.chartChunks.map((chunk) => [
      'чанк ECharts (gzip)',
      `${kb(chunk.gzipBytes)} ${chunk.file}, грузят: ${chunk.loadedBy.map((one) => one.page.split('/').pop()).join(', ')}`,
      '≤ 200 KB',
    ]),
    ...Object.entries(web.lighthouse).map(([name, page]) => [
      `Lighthouse desktop: ${name}`,
      `${page.medianScore} (${page.scores.join(', ')}); TBT ${page.metrics.tbtMs} мс, LCP ${page.metrics.lcpMs} мс`,
      `≥ ${LIGHTHOUSE_MIN_SCORE}`,
    ]),
    [
      'INP фильтра списка рейсов, 100 строк',
      `${web.inp.maxMs} мс (${web.inp.interactionsOver16Ms} взаимодействий > 16 мс)`,
      `≤ ${INP_BUDGET_MS} мс`,
    ],
  ];
  console.log(
    ['| веб | значение | цель |', '|---|---|---|', ...rows.map((row) => `| ${row.join(' | ')} |`)].join('\n'),
  );
  for (const failure of web.failures) console.error(`БЮДЖЕТ НАРУШЕН: ${failure}`);
};
