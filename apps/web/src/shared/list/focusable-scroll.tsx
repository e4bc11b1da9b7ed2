import { type ReactNode, useEffect, useRef } from 'react';

/**
 * Makes the sideways-scrolling box of an antd table inside a keyboard stop (WCAG 2.1.1, axe's
 * scrollable-region-focusable): a table with no link or button in its rows could not be scrolled without a mouse.
 * antd gives no prop for that box, so its attributes are set after each render.
 */
export function FocusableScroll({ label, children }: { label: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    for (const box of ref.current?.querySelectorAll('.ant-table-content, .ant-table-body') ?? []) {
      if (box.getAttribute('tabindex') === '0') continue;
      box.setAttribute('tabindex', '0');
      box.setAttribute('role', 'region');
      box.setAttribute('aria-label', label);
    }
  });
  return <div ref={ref}>{children}</div>;
}
