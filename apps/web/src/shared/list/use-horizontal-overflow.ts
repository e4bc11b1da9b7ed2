import { type RefObject, useLayoutEffect, useState } from 'react';

/**
 * Whether the antd table inside `ref` is wider than its box, rechecked as the window or the rows change. Measured
 * before the browser paints, so a hint that depends on it appears with the table, not a frame later above it
 * (which pushed the whole table down: Lighthouse's layout shift).
 */
export const useHorizontalOverflow = (ref: RefObject<HTMLElement | null>): boolean => {
  const [isOverflowing, setIsOverflowing] = useState(false);
  useLayoutEffect(() => {
    const root = ref.current;
    if (!root || typeof ResizeObserver === 'undefined') return;
    const check = () => {
      const box = root.querySelector<HTMLElement>('.ant-table-content, .ant-table-body');
      // A pixel of rounding is no reason to scroll.
      setIsOverflowing(box !== null && box.scrollWidth > box.clientWidth + 1);
    };
    const observer = new ResizeObserver(check);
    observer.observe(root);
    const table = root.querySelector('table');
    if (table) observer.observe(table);
    check();
    return () => observer.disconnect();
  });
  return isOverflowing;
};
