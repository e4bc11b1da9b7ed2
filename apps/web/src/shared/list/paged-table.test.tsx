import { type Page, TOTAL_COUNT_CAP } from '@portal/contract/pagination';
import { act, render, screen } from '@testing-library/react';
import type { TableColumnsType } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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

/** The browser's resize reports after a layout: each element observed since the last one is reported once. */
const pendingReports: Array<() => void> = [];
const layOut = () =>
  act(() => {
    for (const report of pendingReports.splice(0)) report();
  });
class ReportingResizeObserver {
  private disconnected = false;
  constructor(private readonly callback: ResizeObserverCallback) {}
  observe() {
    pendingReports.push(() => {
      if (!this.disconnected) this.callback([], this as unknown as ResizeObserver);
    });
  }
  unobserve() {}
  disconnect() {
    this.disconnected = true;
  }
}

const PENDING = {
  columns: COLUMNS,
  rowKey: (row: Row) => row.id,
  isLoading: true,
  page: 1,
  limit: 20,
  onPageChange: () => undefined,
};

describe('PagedTable', () => {
  beforeEach(() => vi.stubGlobal('ResizeObserver', ReportingResizeObserver));
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    pendingReports.length = 0;
  });

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

  const hint = () => screen.getByText(HINT);

  it('hints at scrolling sideways only while the table is wider than its box', () => {
    stubWidths(1400, 968);
    renderTable();
    // Measured when the browser reports the laid-out table, not by forcing a layout in the render.
    expect(hint()).toHaveAttribute('aria-hidden', 'true');
    layOut();
    expect(hint()).not.toHaveAttribute('aria-hidden', 'true');
    expect(hint()).toBeVisible();
  });

  it("keeps the hint's line empty when the table fits, so a hint never pushes the table down", () => {
    stubWidths(900, 968);
    const { rerender } = render(<PagedTable<Row> {...PENDING} data={undefined} />);
    layOut();
    expect(hint()).toHaveAttribute('aria-hidden', 'true');
    expect(hint()).toHaveStyle({ visibility: 'hidden', marginBottom: '8px' });
    stubWidths(1400, 968);
    rerender(<PagedTable<Row> {...PENDING} data={ONE_ROW} isLoading={false} />);
    layOut();
    expect(hint()).toBeVisible();
    expect(hint()).toHaveStyle({ marginBottom: '8px' });
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
