import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FullPageSpin } from './full-page-spin';

describe('FullPageSpin', () => {
  it('is what index.html paints while the scripts load, so the page shows it from its first frame', () => {
    const html = readFileSync(join(__dirname, '../../../index.html'), 'utf8');
    const root = /<div id="root">(.*)<\/div>\s*<script/s.exec(html)?.[1];
    expect(root).toBe(renderToStaticMarkup(<FullPageSpin />));
  });
});
