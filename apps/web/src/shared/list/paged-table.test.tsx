import { type Page, TOTAL_COUNT_CAP } from '@portal/contract/pagination';
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

const ONE_ROW = {
  items: [{ id: 1, name: 'ООО «Волга»', inn: '1655000001' }],
  totalCount: 1,
  currentPageNumber: 1,
  numItemsPerPage: 20,
};

const renderTable = (data: Page<Row> = ONE_ROW, page = 1, limit = 20) =>
  render(
    <PagedTable<Row>
      columns={COLUMNS}
      rowKey={(row) => row.id}
      data={data}
      isLoading={false}
      page={page}
      limit={limit}
      onPageChange={() => undefined}
    />,
  );

/** A full page of `limit` rows from a list of more than TOTAL_COUNT_CAP rows. */
const cappedPage = (page: number, limit: number): Page<Row> => ({
  items: Array.from({ length: limit }, (_, index) => ({
    id: (page - 1) * limit + index + 1,
    name: `ООО «Рейс ${index}»`,
    inn: '1655000001',
  })),
  totalCount: TOTAL_COUNT_CAP,
  totalCountCapped: true,
  currentPageNumber: page,
  numItemsPerPage: limit,
});

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

  it('keeps the hint line while the first page loads, so the rows do not push the table down when it appears', () => {
    stubWidths(1400, 968);
    const pending = {
      columns: COLUMNS,
      rowKey: (row: Row) => row.id,
      isLoading: true,
      page: 1,
      limit: 20,
      onPageChange: () => undefined,
    };
    const { container, rerender } = render(<PagedTable<Row> {...pending} data={undefined} />);
    const line = () => container.querySelector<HTMLElement>('.ant-typography');
    // The table's header alone is wider than its box here; the reserved line takes the hint's place.
    expect(line()).toHaveTextContent(HINT);
    stubWidths(900, 968);
    rerender(<PagedTable<Row> {...pending} data={undefined} key="fits" />);
    expect(line()).toHaveAttribute('aria-hidden', 'true');
    expect(line()).toHaveStyle({ visibility: 'hidden', marginBottom: '8px' });
    rerender(<PagedTable<Row> {...pending} data={ONE_ROW} isLoading={false} key="fits" />);
    expect(line()).toBeNull();
  });

  it('shows a capped total as «более 10 000» and keeps the next page reachable past it', () => {
    const { unmount } = renderTable();
    expect(screen.getByText('Всего: 1')).toBeInTheDocument();
    unmount();
    const { container } = renderTable(cappedPage(100, 100), 100, 100);
    expect(screen.getByText(/^Всего: более 10\s000$/)).toBeInTheDocument();
    expect(screen.getByTitle('101')).toBeInTheDocument();
    expect(container.querySelector('.ant-pagination-next')).not.toHaveClass('ant-pagination-disabled');
  });
});
