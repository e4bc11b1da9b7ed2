import { join } from 'node:path';
import { ConfigProvider, theme } from 'antd';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { antdStaticCss } from '../../../antd-static-style';
import { THEME } from './theme';

const css = antdStaticCss(join(__dirname, '../..'));
// `.data-ant-cssinjs-cache-path{content:"<path>:<style id>;…"}`: where cssinjs looks before building a style.
const recordedPaths = (css.match(/\.data-ant-cssinjs-cache-path\{content:"([^"]*)"/)?.[1] ?? '')
  .split(';')
  .map((entry) => entry.split(':')[0]);

/** The hash class antd gives the app's components in the browser, under the app's theme. */
const browserHashId = () => {
  let hashId = '';
  function ReadHash() {
    hashId = theme.useToken().hashId;
    return null;
  }
  renderToString(
    <ConfigProvider theme={THEME}>
      <ReadHash />
    </ConfigProvider>,
  );
  return hashId;
};

describe('antd styles built with the app', () => {
  it('records each style under the path the browser looks up: the same theme hash and component', () => {
    const hashId = browserHashId();
    expect(hashId).toMatch(/^css-/);
    for (const component of ['Table-Table|ant-table', 'Button-Button|ant-btn', 'Select-Select|ant-select']) {
      expect(recordedPaths).toContain(`${hashId}|${component}|anticon`);
    }
    expect(css).toContain(`:where(.${hashId}).ant-table`);
  });

  it('holds the components the app imports from antd, not the whole library', () => {
    expect(recordedPaths.some((path) => path?.includes('|Menu-Menu|'))).toBe(true);
    expect(recordedPaths.some((path) => path?.includes('|QRCode-QRCode|'))).toBe(false);
    expect(recordedPaths.some((path) => path?.includes('|Cascader-Cascader|'))).toBe(false);
  });
});
