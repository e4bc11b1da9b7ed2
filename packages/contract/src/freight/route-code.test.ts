import { describe, expect, it } from 'vitest';
import {
  defaultPlanDateLoading,
  formatLateness,
  latenessSeconds,
  plannedArrivalAt,
  routeCodeOf,
  withRouteCodeSuffix,
} from './route-code';

describe('routeCodeOf', () => {
  it('takes the day and month in the first department’s zone, not in UTC', () => {
    // 30 April 21:30 UTC is already 1 May in Екатеринбург (+05:00) but still 30 April in Калининград (+02:00).
    const instant = new Date('2026-04-30T21:30:00Z');
    expect(routeCodeOf(instant, 'Asia/Yekaterinburg', 'ЕКБ-НСК')).toBe('0105ЕКБ-НСК');
    expect(routeCodeOf(instant, 'Europe/Kaliningrad', 'КЛД-МСК')).toBe('3004КЛД-МСК');
    expect(routeCodeOf(new Date('2026-12-05T09:00:00+03:00'), 'Europe/Moscow', 'М1')).toBe('0512М1');
  });

  it('adds the first free suffix when the code of the day is taken', () => {
    expect(withRouteCodeSuffix('0105М1', [])).toBe('0105М1');
    expect(withRouteCodeSuffix('0105М1', ['0105М1'])).toBe('0105М1-2');
    expect(withRouteCodeSuffix('0105М1', ['0105М1', '0105М1-2', '0105М1-3'])).toBe('0105М1-4');
  });
});

describe('latenessSeconds', () => {
  it('counts 2,700 s for a point in Екатеринбург planned 10:00 local and reached 10:45 local', () => {
    expect(
      latenessSeconds(new Date('2026-05-01T10:00:00+05:00'), new Date('2026-05-01T10:45:00+05:00')),
    ).toBe(2700);
  });

  it('compares instants across zones and is 0 when on time or early', () => {
    // 10:45 in Екатеринбург is 08:45 in Москва: the same instant written in another zone.
    expect(
      latenessSeconds(new Date('2026-05-01T10:00:00+05:00'), new Date('2026-05-01T08:45:00+03:00')),
    ).toBe(2700);
    expect(
      latenessSeconds(new Date('2026-05-01T10:00:00+05:00'), new Date('2026-05-01T10:00:00+05:00')),
    ).toBe(0);
    expect(
      latenessSeconds(new Date('2026-05-01T10:00:00+05:00'), new Date('2026-05-01T09:00:00+05:00')),
    ).toBe(0);
  });

  it('reads as hours and minutes', () => {
    expect(formatLateness(0)).toBe('без опоздания');
    expect(formatLateness(2700)).toBe('45 мин');
    expect(formatLateness(7500)).toBe('2 ч 05 мин');
    expect(formatLateness(null)).toBe('');
  });
});

describe('planned times', () => {
  it('plans loading one hour after arrival and points by distance at the average speed', () => {
    const arrival = new Date('2026-05-01T10:00:00Z');
    expect(defaultPlanDateLoading(arrival).toISOString()).toBe('2026-05-01T11:00:00.000Z');
    expect(plannedArrivalAt(arrival, 0).toISOString()).toBe('2026-05-01T10:00:00.000Z');
    expect(plannedArrivalAt(arrival, 120).toISOString()).toBe('2026-05-01T12:00:00.000Z');
  });
});
