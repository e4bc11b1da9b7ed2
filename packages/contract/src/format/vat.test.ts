import { describe, expect, it } from 'vitest';
import { addVat, removeVat, vatAmount } from './vat';

// SPEC 5: VAT helpers add or remove 20% using factor 1.2.
describe('addVat', () => {
  it('adds 20%', () => {
    expect(addVat(100)).toBe(120);
    expect(addVat(0)).toBe(0);
    expect(addVat(1000000)).toBe(1200000);
  });

  it('rounds to kopecks', () => {
    expect(addVat(0.1)).toBe(0.12);
    expect(addVat(33.33)).toBe(40);
    expect(addVat(10.01)).toBe(12.01);
  });
});

describe('removeVat', () => {
  it('removes 20%', () => {
    expect(removeVat(120)).toBe(100);
    expect(removeVat(0)).toBe(0);
    expect(removeVat(1200000)).toBe(1000000);
  });

  it('rounds to kopecks', () => {
    expect(removeVat(100)).toBe(83.33);
    expect(removeVat(1)).toBe(0.83);
  });

  it('rounds a half kopeck up', () => {
    // 2.61 / 1.2 = 2.175 exactly; in floats it is 2.17499…
    expect(removeVat(2.61)).toBe(2.18);
    expect(removeVat(0.03)).toBe(0.03);
    expect(removeVat(1200.03)).toBe(1000.03);
  });

  it('undoes addVat for a whole-kopeck sum', () => {
    for (const sum of [0.01, 1, 99.99, 12345.67]) {
      expect(removeVat(addVat(sum))).toBe(sum);
    }
  });
});

describe('vatAmount', () => {
  it('is the VAT part of a sum that includes it', () => {
    expect(vatAmount(120)).toBe(20);
    expect(vatAmount(100)).toBe(16.67);
  });

  it('adds up with removeVat to the whole sum', () => {
    for (const sum of [2.61, 100, 999.99]) {
      expect(removeVat(sum) + vatAmount(sum)).toBeCloseTo(sum, 10);
    }
  });
});

// DESIGN 12: the rate is a parameter; 1.2 stays the default.
describe('the VAT helpers at another rate', () => {
  it('add, remove and extract 22 %, 7 % and none', () => {
    expect(addVat(100, 22)).toBe(122);
    expect(removeVat(122, 22)).toBe(100);
    expect(vatAmount(122_000, 22)).toBe(22_000);
    expect(vatAmount(10_700, 7)).toBe(700);
    expect(removeVat(5000, 0)).toBe(5000);
    expect(vatAmount(5000, 0)).toBe(0);
  });
});
