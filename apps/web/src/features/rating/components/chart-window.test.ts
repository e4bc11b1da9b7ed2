import { describe, expect, it } from 'vitest';
import { canScroll, FULL_WINDOW, scroll, zoomIn, zoomOut } from './chart-window';

describe('the rating chart window', () => {
  it('zooms in around the middle down to a tenth, and out up to everything', () => {
    expect(zoomIn(FULL_WINDOW)).toEqual({ start: 25, end: 75 });
    expect(zoomIn({ start: 25, end: 75 })).toEqual({ start: 37.5, end: 62.5 });
    expect(zoomIn({ start: 45, end: 55 })).toEqual({ start: 45, end: 55 });
    expect(zoomOut({ start: 37.5, end: 62.5 })).toEqual({ start: 25, end: 75 });
    expect(zoomOut({ start: 0, end: 60 })).toEqual(FULL_WINDOW);
    expect(zoomOut({ start: 80, end: 100 })).toEqual({ start: 60, end: 100 });
  });

  it('scrolls by half the window and stops at the edges', () => {
    expect(scroll({ start: 25, end: 75 }, -1)).toEqual({ start: 0, end: 50 });
    expect(scroll({ start: 0, end: 50 }, -1)).toEqual({ start: 0, end: 50 });
    expect(scroll({ start: 0, end: 50 }, 1)).toEqual({ start: 25, end: 75 });
    expect(scroll({ start: 40, end: 90 }, 1)).toEqual({ start: 50, end: 100 });
    expect(canScroll({ start: 0, end: 50 }, -1)).toBe(false);
    expect(canScroll({ start: 0, end: 50 }, 1)).toBe(true);
    expect(canScroll(FULL_WINDOW, 1)).toBe(false);
  });
});
