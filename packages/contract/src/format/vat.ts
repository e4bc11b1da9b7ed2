import { VAT_FACTOR } from '../constants';
import { roundMoney } from './numbers';

// SPEC 5: VAT helpers add or remove 20% using factor 1.2. DESIGN 12: the rate is a parameter (22 % from 2026,
// 5 % or 7 % on the simplified system), 1.2 stays the default.
const factorOf = (ratePercent: number | undefined): number =>
  ratePercent === undefined ? VAT_FACTOR : 1 + ratePercent / 100;

export const addVat = (sumWithoutVat: number, ratePercent?: number): number =>
  roundMoney(sumWithoutVat * factorOf(ratePercent));

// Divides whole kopecks: a float sum divided by 1.2 lands a hair below a half kopeck (2.61 / 1.2 = 2.17499…) and
// would round down, where 2.175 must round up to 2.18.
export const removeVat = (sumWithVat: number, ratePercent?: number): number =>
  Math.round(Math.round(sumWithVat * 100) / factorOf(ratePercent)) / 100;

export const vatAmount = (sumWithVat: number, ratePercent?: number): number =>
  roundMoney(sumWithVat - removeVat(sumWithVat, ratePercent));
