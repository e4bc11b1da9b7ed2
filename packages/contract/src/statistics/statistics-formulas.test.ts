import { describe, expect, it } from 'vitest';
import {
  auctionFiguresShape,
  awardCostFiguresShape,
  dateFiguresShape,
  managerFiguresShape,
  routeFiguresShape,
  tenderFiguresShape,
} from './statistics.schemas';
import {
  AUCTION_FIGURES,
  AWARD_COST_FIGURES,
  DATE_FIGURES,
  hhiLabel,
  hhiOf,
  MANAGER_FIGURES,
  meanOf,
  medianOf,
  netSavingOf,
  percentOf,
  perKmOf,
  ROUTE_FIGURES,
  savingPercentOf,
  TENDER_FIGURES,
} from './statistics-formulas';

describe('statistics formulas', () => {
  it('counts a share in percent with two decimals and zero over nothing', () => {
    expect(percentOf(1, 3)).toBe(33.33);
    expect(percentOf(2, 3)).toBe(66.67);
    expect(percentOf(0, 0)).toBe(0);
  });

  it('averages with two decimals and takes the middle of an odd or even row', () => {
    expect(meanOf(7, 3)).toBe(2.33);
    expect(meanOf(5, 0)).toBe(0);
    expect(medianOf([5, 0, 2])).toBe(2);
    expect(medianOf([4, 1, 0, 3])).toBe(2);
    expect(medianOf([])).toBe(0);
  });

  it('counts the saving percent of the start: 150 000 → 120 000 is 20 %', () => {
    expect(savingPercentOf(15_000_000, 12_000_000)).toBe(20);
    expect(savingPercentOf(0, 0)).toBe(0);
  });

  it('counts HHI from flights per carrier: 3 and 1 flights give 75² + 25² = 6 250', () => {
    expect(hhiOf([3, 1])).toBe(6250);
    expect(hhiOf([1, 1, 1, 1])).toBe(2500);
    expect(hhiOf([7])).toBe(10_000);
    expect(hhiOf([])).toBe(0);
  });

  it('names the concentration in plain words, a carrier above half first', () => {
    expect(hhiLabel(6250, 75)).toBe('один перевозчик везёт больше половины');
    expect(hhiLabel(3400, 50)).toBe('несколько перевозчиков везут почти всё');
    expect(hhiLabel(2000, 30)).toBe('умеренная концентрация');
    expect(hhiLabel(1000, 10)).toBe('перевозки распределены между многими перевозчиками');
    expect(hhiLabel(0, 0)).toBe('нет рейсов');
  });

  it('counts roubles per km from kopecks', () => {
    expect(perKmOf(4_500_000, 600)).toBe(75);
    expect(perKmOf(100, 0)).toBe(0);
  });

  it('nets the saving of the award costs and adds penalties only once known', () => {
    const figures = { savingStart: 60_000, declinedWinsCost: 30_000, restartsCost: 5_000.5 };
    expect(netSavingOf({ ...figures, penaltiesRecovered: null })).toBe(24_999.5);
    expect(netSavingOf({ ...figures, penaltiesRecovered: 1_000 })).toBe(25_999.5);
  });

  it('writes a Russian formula for every figure of every answer', () => {
    const pairs = [
      [AUCTION_FIGURES, auctionFiguresShape],
      [TENDER_FIGURES, tenderFiguresShape],
      [ROUTE_FIGURES, routeFiguresShape],
      [MANAGER_FIGURES, managerFiguresShape],
      [DATE_FIGURES, dateFiguresShape],
      [AWARD_COST_FIGURES, awardCostFiguresShape],
    ] as const;
    for (const [figures, shape] of pairs) {
      expect(Object.keys(figures).sort()).toEqual(Object.keys(shape).sort());
      for (const figure of Object.values(figures)) expect(figure.formula).toMatch(/[а-яё]/);
    }
  });
});
