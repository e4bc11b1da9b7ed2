import type { TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import type { ExportColumn } from '../../../shared/export/export-to-excel';

/** One column of a fleet list: the table's cell and the Excel export's value come from this one definition. */
export type FleetColumn<T> = {
  key: string;
  title: string;
  /** The value as the export writes it, and the cell unless `render` shows more. */
  text: (row: T) => string | number;
  /** The table's cell when it is more than the text: a link, a tag. */
  render?: (row: T) => ReactNode;
  /** The export's width in characters. */
  width?: number;
};

export const tableColumnsOf = <T>(
  columns: readonly FleetColumn<T>[],
  actions?: (row: T) => ReactNode,
): TableColumnsType<T> => [
  ...columns.map(({ key, title, text, render }) => ({
    key,
    title,
    render: (_: unknown, row: T) => (render ? render(row) : text(row)),
  })),
  ...(actions
    ? [
        {
          title: 'Действия',
          key: 'actions',
          // Narrow enough that the decision buttons wrap instead of running off the table at 1280 px.
          width: 200,
          render: (_: unknown, row: T) => actions(row),
        },
      ]
    : []),
];

export const exportColumnsOf = <T>(columns: readonly FleetColumn<T>[]): ExportColumn<T>[] =>
  columns.map(({ title, text, width }) => ({ header: title, value: text, ...(width ? { width } : {}) }));
