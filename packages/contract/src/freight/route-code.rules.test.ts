import { describe, expect, it } from 'vitest';
import {
  formatLateness,
  LOADING_DEFAULT_OFFSET_MS,
  latenessSeconds,
  plannedArrivalAt,
  ROUTE_AVERAGE_SPEED_KMH,
  withRouteCodeSuffix,
} from './route-code';

describe('route code suffix', () => {
  it('keeps the plain code while it is free, even if a suffixed one is taken', () => {
    expect(withRouteCodeSuffix('0105М1', ['0105М1-2'])).toBe('0105М1');
    expect(withRouteCodeSuffix('0105М1', ['0105М1', '0105М1-3'])).toBe('0105М1-2');
  });
});

describe('lateness', () => {
  it('counts whole seconds, dropping the part of a second', () => {
    const plan = new Date('2026-05-01T10:00:00.000Z');
    expect(latenessSeconds(plan, new Date('2026-05-01T10:00:01.900Z'))).toBe(1);
  });

  it('shows minutes under an hour and pads them after hours', () => {
    expect(formatLateness(undefined)).toBe('');
    expect(formatLateness(59)).toBe('0 мин');
    expect(formatLateness(60)).toBe('1 мин');
    expect(formatLateness(3599)).toBe('59 мин');
    expect(formatLateness(3600)).toBe('1 ч 00 мин');
    expect(formatLateness(90_000)).toBe('25 ч 00 мин');
    expect(formatLateness(4260)).toBe('1 ч 11 мин');
  });
});

describe('planned times', () => {
  it('drives at 60 km/h and rounds to whole seconds', () => {
    expect(ROUTE_AVERAGE_SPEED_KMH).toBe(60);
    const arrival = new Date('2026-05-01T10:00:00Z');
    expect(plannedArrivalAt(arrival, 1).toISOString()).toBe('2026-05-01T10:01:00.000Z');
    expect(plannedArrivalAt(arrival, 7).toISOString()).toBe('2026-05-01T10:07:00.000Z');
    // 1/7 h is 514.2857 s: the plan keeps whole seconds.
    expect(plannedArrivalAt(arrival, 60 / 7).getUTCMilliseconds()).toBe(0);
    expect(plannedArrivalAt(arrival, 60 / 7).toISOString()).toBe('2026-05-01T10:08:34.000Z');
    expect(LOADING_DEFAULT_OFFSET_MS).toBe(3_600_000);
  });
});
