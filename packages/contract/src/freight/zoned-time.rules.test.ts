import { describe, expect, it } from 'vitest';
import {
  formatZonedDateTime,
  instantOfZonedWallTime,
  isoInZone,
  moscowZoneLabel,
  WORKING_TIME_ZONE,
  zonedParts,
  zoneOffsetMinutes,
} from './zoned-time';

describe('zoned time rules', () => {
  it('works in Moscow time', () => {
    expect(WORKING_TIME_ZONE).toBe('Europe/Moscow');
  });

  it('counts the offset in whole minutes whatever the seconds of the instant', () => {
    expect(zoneOffsetMinutes(new Date('2026-05-01T05:00:45Z'), 'Asia/Yekaterinburg')).toBe(300);
    expect(zoneOffsetMinutes(new Date('2026-05-01T05:00:45Z'), 'America/St_Johns')).toBe(-150);
  });

  it('reads midnight as hour 0 of the next day', () => {
    expect(zonedParts(new Date('2026-05-01T19:00:00Z'), 'Asia/Yekaterinburg')).toEqual({
      year: 2026,
      month: 5,
      day: 2,
      hour: 0,
      minute: 0,
    });
    expect(formatZonedDateTime(new Date('2026-05-01T19:05:00Z'), 'Asia/Yekaterinburg')).toBe(
      '02.05.2026 00:05 (МСК+2)',
    );
  });

  it('writes a zone west of Moscow with a minus and an odd zone with its fraction', () => {
    const instant = new Date('2026-05-01T05:00:00Z');
    expect(moscowZoneLabel(instant, 'Asia/Kolkata')).toBe('МСК+2.5');
    expect(moscowZoneLabel(instant, 'Europe/London')).toBe('МСК\u22122');
  });

  it('writes seconds and half-hour offsets in ISO text', () => {
    expect(isoInZone(new Date('2026-05-01T05:00:07Z'), 'Asia/Kolkata')).toBe('2026-05-01T10:30:07+05:30');
    expect(isoInZone(new Date('2026-05-01T05:00:00Z'), 'America/St_Johns')).toBe('2026-05-01T02:30:00-02:30');
    expect(isoInZone(new Date('2026-05-01T05:00:00Z'), 'UTC')).toBe('2026-05-01T05:00:00+00:00');
  });

  it('moves a wall time skipped by the clock change forward', () => {
    // Berlin skips 02:00–03:00 on 29 March 2026: 02:30 is read as 03:30 summer time.
    const wall = { year: 2026, month: 3, day: 29, hour: 2, minute: 30 };
    expect(instantOfZonedWallTime(wall, 'Europe/Berlin').toISOString()).toBe('2026-03-29T01:30:00.000Z');
    const summer = { year: 2026, month: 7, day: 1, hour: 12, minute: 0 };
    expect(instantOfZonedWallTime(summer, 'Europe/Berlin').toISOString()).toBe('2026-07-01T10:00:00.000Z');
  });
});
