import { describe, expect, it } from 'vitest';
import {
  formatZonedDateTime,
  instantOfQueryDateTime,
  instantOfZonedWallTime,
  isoInZone,
  isTimeZone,
  moscowZoneLabel,
  zonedDay,
  zoneOffsetMinutes,
} from './zoned-time';

const instant = new Date('2026-05-01T05:00:00Z');

describe('zoned time', () => {
  it('knows the offsets of Russian zones', () => {
    expect(zoneOffsetMinutes(instant, 'Europe/Moscow')).toBe(180);
    expect(zoneOffsetMinutes(instant, 'Asia/Yekaterinburg')).toBe(300);
    expect(zoneOffsetMinutes(instant, 'Europe/Kaliningrad')).toBe(120);
    expect(zoneOffsetMinutes(instant, 'Asia/Vladivostok')).toBe(600);
  });

  it('writes the zone against Moscow', () => {
    expect(moscowZoneLabel(instant, 'Europe/Moscow')).toBe('МСК');
    expect(moscowZoneLabel(instant, 'Asia/Novosibirsk')).toBe('МСК+4');
    expect(moscowZoneLabel(instant, 'Europe/Kaliningrad')).toBe('МСК\u22121');
  });

  it('shows a time as the department’s wall time with its zone', () => {
    expect(formatZonedDateTime('2026-05-01T05:00:00Z', 'Asia/Yekaterinburg')).toBe(
      '01.05.2026 10:00 (МСК+2)',
    );
    expect(formatZonedDateTime(null, 'Europe/Moscow')).toBe('');
    expect(formatZonedDateTime('nonsense', 'Europe/Moscow')).toBe('');
  });

  it('finds the day, the instant of a wall time and the ISO text in a zone', () => {
    expect(zonedDay(new Date('2026-04-30T21:30:00Z'), 'Asia/Yekaterinburg')).toBe('2026-05-01');
    const wall = { year: 2026, month: 5, day: 1, hour: 10, minute: 0 };
    expect(instantOfZonedWallTime(wall, 'Asia/Yekaterinburg').toISOString()).toBe('2026-05-01T05:00:00.000Z');
    expect(isoInZone(instant, 'Asia/Yekaterinburg')).toBe('2026-05-01T10:00:00+05:00');
    expect(isoInZone(instant, 'America/Sao_Paulo')).toBe('2026-05-01T02:00:00-03:00');
  });

  it('reads a query filter as Moscow wall time and tells known zones', () => {
    expect(instantOfQueryDateTime('2026-05-01T10:00').toISOString()).toBe('2026-05-01T07:00:00.000Z');
    expect(isTimeZone('Asia/Omsk')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});
