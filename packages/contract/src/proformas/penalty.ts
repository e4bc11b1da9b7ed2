// DESIGN 12: the customer's lateness penalty, per flight: money per started hour of lateness beyond the grace
// minutes, never more than a percent of the flight's sum. All sums are whole kopecks.

export type PenaltyRule = { perHourKopecks: number; graceMinutes: number; capPercent: number };

const HOUR_SECONDS = 3600;

/** 2 h 10 min late after 10 minutes of grace at 1,000 ₽ an hour: 2 started hours, 2,000 ₽ (under the cap). */
export const penaltyKopecks = (latenessSeconds: number, rule: PenaltyRule, flightKopecks: number): number => {
  const beyond = latenessSeconds - rule.graceMinutes * 60;
  if (beyond <= 0) return 0;
  const charged = Math.ceil(beyond / HOUR_SECONDS) * rule.perHourKopecks;
  return Math.min(charged, Math.floor((flightKopecks * rule.capPercent) / 100));
};
