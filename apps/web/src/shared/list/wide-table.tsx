import { Grid, type TableColumnsType, Typography } from 'antd';
import { type ReactNode, useRef } from 'react';
import { FocusableScroll } from './focusable-scroll';
import { useHorizontalOverflow } from './use-horizontal-overflow';

/**
 * At 768 px and wider the first column (what a row is) stays put while the others scroll under it; on a phone a
 * fixed column would cover most of the width, so there the whole table scrolls as one.
 */
export const useKeyColumnFixed = <T,>(columns: TableColumnsType<T>): TableColumnsType<T> => {
  const isWide = Grid.useBreakpoint().md !== false;
  return columns.map((column, index) => {
    const { fixed, ...rest } = column;
    if (!isWide) return rest;
    return index === 0 ? { ...rest, fixed: fixed ?? 'left' } : column;
  });
};

const HINT = 'Таблица шире экрана: прокрутите её вбок →';
const HINT_STYLE = { display: 'block', marginBottom: 8, textAlign: 'right' } as const;

/**
 * A table's scroll box (a keyboard stop) with a hint above it while the table is wider than the box. The hint's line
 * is always there, empty while the table fits: a hint appearing when the rows came pushed the whole table down
 * (Lighthouse's layout shift), and the width is known only once the browser has laid the rows out.
 */
export function WideTableFrame({ label, children }: { label: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const isOverflowing = useHorizontalOverflow(ref);
  return (
    <div ref={ref}>
      <Typography.Text
        type="secondary"
        aria-hidden={!isOverflowing}
        style={isOverflowing ? HINT_STYLE : { ...HINT_STYLE, visibility: 'hidden' }}
      >
        {HINT}
      </Typography.Text>
      <FocusableScroll label={label}>{children}</FocusableScroll>
    </div>
  );
}
