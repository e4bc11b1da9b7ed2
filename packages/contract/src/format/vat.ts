import { VAT_FACTOR } from '../constants';
import { roundMoney } from './numbers';

// SPEC 5: VAT helpers add or remove 20% using factor 1.2.
export const addVat = (sumWithoutVat: number): number => roundMoney(sumWithoutVat * VAT_FACTOR);

// Divides whole kopecks: a float sum divided by 1.2 lands a hair below a half kopeck (2.61 / 1.2 = 2.17499…) and
// would round down, where 2.175 must round up to 2.18.
export const removeVat = (sumWithVat: number): number =>
  Math.round(Math.round(sumWithVat * 100) / VAT_FACTOR) / 100;

export const vatAmount = (sumWithVat: number): number => roundMoney(sumWithVat - removeVat(sumWithVat));
