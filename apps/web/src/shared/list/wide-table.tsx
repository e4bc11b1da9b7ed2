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

const HINT_STYLE = { display: 'block', marginBottom: 8, textAlign: 'right' } as const;

/**
 * A table's scroll box (a keyboard stop) with a hint above it while the table is wider than the box. While the
 * first rows load (`isPending`) the hint's line is kept empty: most lists are wider than a laptop's window once
 * their rows are in, and a hint appearing then pushed the whole table down.
 */
export function WideTableFrame({
  label,
  isPending = false,
  children,
}: {
  label: string;
  isPending?: boolean;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const isOverflowing = useHorizontalOverflow(ref);
  return (
    <div ref={ref}>
      {isOverflowing ? (
        <Typography.Text type="secondary" style={HINT_STYLE}>
          Таблица шире экрана: прокрутите её вбок →
        </Typography.Text>
      ) : (
        isPending && (
          <Typography.Text aria-hidden style={{ ...HINT_STYLE, visibility: 'hidden' }}>
            {'\u00a0'}
          </Typography.Text>
        )
      )}
      <FocusableScroll label={label}>{children}</FocusableScroll>
    </div>
  );
}
