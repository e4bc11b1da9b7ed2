import { CONTRACTOR_FLEET_SECTIONS } from './contractor-manual/contractor-fleet';
import { CONTRACTOR_FLIGHT_SECTIONS } from './contractor-manual/contractor-flights';
import { CONTRACTOR_RATING_SECTIONS } from './contractor-manual/contractor-rating';
import { CONTRACTOR_START_SECTIONS } from './contractor-manual/contractor-start';
import { CONTRACTOR_TRADE_SECTIONS } from './contractor-manual/contractor-trade';
import type { HelpSection } from './help-types';

export const CONTRACTOR_MANUAL_INTRO =
  'Руководство для сотрудников перевозчика: как пройти верификацию, вести автопарк и доверенности, ' +
  'участвовать в аукционах и тендерах, выполнять рейсы и работать с рейтингом.';

export const CONTRACTOR_MANUAL: readonly HelpSection[] = [
  ...CONTRACTOR_START_SECTIONS,
  ...CONTRACTOR_FLEET_SECTIONS,
  ...CONTRACTOR_TRADE_SECTIONS,
  ...CONTRACTOR_FLIGHT_SECTIONS,
  ...CONTRACTOR_RATING_SECTIONS,
];
