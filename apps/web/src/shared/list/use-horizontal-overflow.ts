import { type RefObject, useEffect, useState } from 'react';

/**
 * Whether the antd table inside `ref` is wider than its box, rechecked as the window or the rows change. Read when
 * a ResizeObserver reports the laid-out table and its scroll box, never by forcing a layout in the render's own
 * task (that was ~20 ms more blocking time each time the rows came, issue 27).
 */
export const useHorizontalOverflow = (ref: RefObject<HTMLElement | null>): boolean => {
  const [isOverflowing, setIsOverflowing] = useState(false);
  // Without dependencies: antd replaces the table and its box as the rows and the columns change.
  useEffect(() => {
    const box = ref.current?.querySelector<HTMLElement>('.ant-table-content, .ant-table-body');
    if (!box || typeof ResizeObserver === 'undefined') return;
    // A pixel of rounding is no reason to scroll.
    const observer = new ResizeObserver(() => setIsOverflowing(box.scrollWidth > box.clientWidth + 1));
    observer.observe(box);
    const table = box.querySelector('table');
    if (table) observer.observe(table);
    return () => observer.disconnect();
  });
  return isOverflowing;
};
