import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import * as antd from 'antd';
import { createElement as h, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import type { Plugin } from 'vite';
import { THEME } from './src/app/providers/theme';

// `import { Button, type FormProps, Table } from 'antd'` in the app's sources.
const ANTD_IMPORT = /import\s*\{([^}]+)\}\s*from\s*'antd'/g;

/** The names the app imports from antd, read from its sources, so a component it starts using is covered too. */
const importedNames = (srcDir: string) => {
  const names = new Set<string>();
  for (const entry of readdirSync(srcDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) continue;
    for (const [, list = ''] of readFileSync(join(entry.parentPath, entry.name), 'utf8').matchAll(
      ANTD_IMPORT,
    )) {
      for (const part of list.split(',')) {
        const name = part.trim();
        if (name && !name.startsWith('type ')) names.add(name.split(/\s+as\s+/)[0] ?? name);
      }
    }
  }
  return names;
};

// Components that need children or props before they register their styles, and the parts with styles of their own.
const RENDER: Record<string, () => ReactNode> = {
  Dropdown: () => h(antd.Dropdown, { menu: { items: [] } }, h('span')),
  Menu: () => h(antd.Menu, { items: [{ key: 'a', label: 'a', children: [{ key: 'b', label: 'b' }] }] }),
  Tag: () => [h(antd.Tag, { key: 1, color: 'blue' }), h(antd.Tag, { key: 2, color: 'success' })],
  Badge: () => [h(antd.Badge, { key: 1, count: 1 }), h(antd.Badge.Ribbon, { key: 2 })],
  Input: () => [
    h(antd.Input, { key: 1 }),
    h(antd.Input.Search, { key: 2 }),
    h(antd.Input.TextArea, { key: 3 }),
    h(antd.Input.Password, { key: 4 }),
  ],
  Modal: () => [
    h(antd.Modal._InternalPanelDoNotUseOrYouWillBeFired, { key: 1 }),
    h(antd.Modal._InternalPanelDoNotUseOrYouWillBeFired, { key: 2, type: 'confirm' }),
  ],
  notification: () => h(antd.notification._InternalPanelDoNotUseOrYouWillBeFired),
  Layout: () => h(antd.Layout, null, h(antd.Layout.Header), h(antd.Layout.Sider), h(antd.Layout.Content)),
  Form: () => h(antd.Form, null, h(antd.Form.Item, { label: 'a' }, h(antd.Input))),
  Table: () =>
    h(antd.Table, {
      columns: [{ key: 'a', dataIndex: 'a', title: 'a', sorter: true }],
      dataSource: [{ key: 1, a: 1 }],
      rowSelection: {},
      pagination: { total: 100, showSizeChanger: true },
    }),
  Typography: () => [h(antd.Typography.Text, { key: 1 }), h(antd.Typography.Title, { key: 2 })],
  Anchor: () => h(antd.Anchor, { items: [{ key: 'a', href: '#a', title: 'a' }] }),
  Descriptions: () => h(antd.Descriptions, { items: [{ key: 'a', label: 'a', children: 'a' }] }),
  Tabs: () => h(antd.Tabs, { items: [{ key: 'a', label: 'a', children: 'a' }] }),
  Collapse: () => h(antd.Collapse, { items: [{ key: 'a', label: 'a', children: 'a' }] }),
  Upload: () => [h(antd.Upload, { key: 1 }), h(antd.Upload.Dragger, { key: 2 })],
  DatePicker: () => [h(antd.DatePicker, { key: 1 }), h(antd.DatePicker.RangePicker, { key: 2 })],
};
// Not components, or without styles of their own.
const SKIP = new Set(['ConfigProvider', 'Grid', 'theme', 'App', 'message']);

/** The plain CSS of every antd component the app uses, rendered with its theme, and the record of what it holds. */
export const antdStaticCss = (srcDir: string): string => {
  const components = [...importedNames(srcDir)]
    .filter((name) => !SKIP.has(name) && name in antd)
    .sort()
    .map((name) => {
      const render = RENDER[name];
      if (render) return h('div', { key: name }, render());
      // biome-ignore lint/performance/noDynamicNamespaceImportAccess: the build's own Node process, not a bundle.
      const Component = antd[name as keyof typeof antd] as Parameters<typeof h>[0];
      return /^[A-Z]/.test(name) ? h(Component, { key: name }) : null;
    });
  const cache = createCache();
  renderToString(h(StyleProvider, { cache }, h(antd.ConfigProvider, { theme: THEME }, components)));
  return extractStyle(cache, { plain: true, types: ['style'] });
};

/**
 * Issue 27: antd builds each component's CSS in the browser the first time it renders (cssinjs), 60–80 ms of
 * script in the first screen's render. The build renders the components the app uses once, in Node, with the same
 * theme, and links their CSS in index.html; cssinjs finds each style's path recorded in that file
 * (`.data-ant-cssinjs-cache-path`) and skips building it. A style the file lacks is still built in the browser.
 */
export const antdStaticStyle = (): Plugin => {
  let root = process.cwd();
  let fileName = '';
  return {
    name: 'portal-antd-static-style',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    buildStart() {
      const source = antdStaticCss(join(root, 'src'));
      fileName = `assets/antd-${createHash('sha256').update(source).digest('hex').slice(0, 8)}.css`;
      this.emitFile({ type: 'asset', fileName, source });
    },
    transformIndexHtml: () => [
      { tag: 'link', attrs: { rel: 'stylesheet', href: `/${fileName}` }, injectTo: 'head-prepend' },
    ],
  };
};
