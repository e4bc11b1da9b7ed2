import { CUSTOMER_ADMIN_SECTIONS } from './customer-manual/customer-admin';
import { CUSTOMER_AUCTION_SECTIONS } from './customer-manual/customer-auctions';
import { CUSTOMER_CARRIER_SECTIONS } from './customer-manual/customer-carriers';
import { CUSTOMER_FINANCE_SECTIONS } from './customer-manual/customer-finance';
import { CUSTOMER_FLIGHT_SECTIONS } from './customer-manual/customer-flights';
import { CUSTOMER_START_SECTIONS } from './customer-manual/customer-start';
import { CUSTOMER_TENDER_SECTIONS } from './customer-manual/customer-tenders';
import type { HelpSection } from './help-types';

export const CUSTOMER_MANUAL_INTRO =
  'Руководство для сотрудников заказчика: как проверять перевозчиков, создавать рейсы, проводить аукционы и ' +
  'тендеры и работать с рейтингом.';

export const CUSTOMER_MANUAL: readonly HelpSection[] = [
  ...CUSTOMER_START_SECTIONS,
  ...CUSTOMER_CARRIER_SECTIONS,
  ...CUSTOMER_FLIGHT_SECTIONS,
  ...CUSTOMER_AUCTION_SECTIONS,
  ...CUSTOMER_TENDER_SECTIONS,
  ...CUSTOMER_FINANCE_SECTIONS,
  ...CUSTOMER_ADMIN_SECTIONS,
];
