import { render, screen } from '@testing-library/react';
import type { TableColumnsType } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PagedTable } from './paged-table';

type Row = { id: number; name: string; inn: string };

const COLUMNS: TableColumnsType<Row> = [
  { title: 'Название', dataIndex: 'name' },
  { title: 'ИНН', dataIndex: 'inn' },
];

const HINT = 'Таблица шире экрана: прокрутите её вбок →';

const renderTable = () =>
  render(
    <PagedTable<Row>
      columns={COLUMNS}
      rowKey={(row) => row.id}
      data={{
        items: [{ id: 1, name: 'ООО «Волга»', inn: '1655000001' }],
        totalCount: 1,
        currentPageNumber: 1,
        numItemsPerPage: 20,
      }}
      isLoading={false}
      page={1}
      limit={20}
      onPageChange={() => undefined}
    />,
  );

const stubWidths = (scrollWidth: number, clientWidth: number) => {
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scrollWidth);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(clientWidth);
};

describe('PagedTable', () => {
  afterEach(() => vi.restoreAllMocks());

  it('keeps the first column fixed while the others scroll on a wide screen, and none on a phone', () => {
    const matchMedia = window.matchMedia;
    // A 1280 px window: every min-width breakpoint up to xl matches.
    vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({
      ...matchMedia(query),
      matches: /min-width: (576|768|992|1200)px/.test(query),
    }));
    const { unmount } = renderTable();
    expect(screen.getByRole('columnheader', { name: 'Название' })).toHaveClass('ant-table-cell-fix-start');
    expect(screen.getByRole('columnheader', { name: 'ИНН' })).not.toHaveClass('ant-table-cell-fix-start');
    unmount();
    vi.restoreAllMocks();
    renderTable();
    expect(screen.getByRole('columnheader', { name: 'Название' })).not.toHaveClass(
      'ant-table-cell-fix-start',
    );
  });

  it('hints at scrolling sideways only while the table is wider than its box', () => {
    stubWidths(1400, 968);
    renderTable();
    expect(screen.getByText(HINT)).toBeInTheDocument();
  });

  it('gives no hint when the table fits', () => {
    stubWidths(900, 968);
    renderTable();
    expect(screen.queryByText(HINT)).not.toBeInTheDocument();
  });
});
