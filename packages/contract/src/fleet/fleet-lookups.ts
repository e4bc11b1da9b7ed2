import * as z from 'zod';
import { LOOKUP_LIST_LIMIT } from '../constants';
import type { ReferenceItem } from './fleet-references';

// SPEC 7 «Fleet and reference data»: phone-country-codes, driver_check_locations, vehicles/auction_body_types and
// vehicles/dimensions. Fixed platform-wide lists like the rest of fleet-references: the forms offer them and
// outside clients read them with GET.

/** The country codes a driver's phone may start with; Russia first, the form's default. */
export type PhoneCountryCode = ReferenceItem & { code: string };
export const PHONE_COUNTRY_CODES: PhoneCountryCode[] = [
  { id: 1, code: '+7', name: 'Россия' },
  { id: 2, code: '+7', name: 'Казахстан' },
  { id: 3, code: '+375', name: 'Беларусь' },
  { id: 4, code: '+374', name: 'Армения' },
  { id: 5, code: '+996', name: 'Киргизия' },
  { id: 6, code: '+992', name: 'Таджикистан' },
  { id: 7, code: '+998', name: 'Узбекистан' },
  { id: 8, code: '+994', name: 'Азербайджан' },
  { id: 9, code: '+373', name: 'Молдова' },
  { id: 10, code: '+995', name: 'Грузия' },
  { id: 11, code: '+993', name: 'Туркменистан' },
];
export const phoneCountryCodeSchema = z.object({ id: z.number().int(), code: z.string(), name: z.string() });
export const phoneCountryCodesSchema = z.object({ items: z.array(phoneCountryCodeSchema) });

/** Where a customer's security service checks drivers in person. */
export const DRIVER_CHECK_LOCATIONS: ReferenceItem[] = [
  { id: 1, name: 'Москва, служба безопасности, ул. Складочная, 1' },
  { id: 2, name: 'Санкт-Петербург, служба безопасности, Московское ш., 25' },
  { id: 3, name: 'Казань, служба безопасности, ул. Тэцевская, 4' },
  { id: 4, name: 'Екатеринбург, служба безопасности, ул. Монтёрская, 3' },
  { id: 5, name: 'Новосибирск, служба безопасности, ул. Станционная, 30' },
  { id: 6, name: 'Удалённая проверка по документам' },
];

/** The body types an auction may ask for: the vehicle body types grouped as carriers bid on them. */
export const AUCTION_BODY_TYPES: ReferenceItem[] = [
  { id: 1, name: 'Тент' },
  { id: 2, name: 'Рефрижератор' },
  { id: 3, name: 'Изотерм' },
  { id: 4, name: 'Контейнер' },
  { id: 5, name: 'Бортовой' },
  { id: 6, name: 'Любой закрытый' },
];

/** A standard vehicle size class of Russian road haulage: body length, width, height (m), volume (m³), tonnes. */
export type VehicleDimension = ReferenceItem & {
  length: number;
  width: number;
  height: number;
  volume: number;
  loadCapacity: number;
};
export const VEHICLE_DIMENSIONS: VehicleDimension[] = [
  { id: 1, name: 'Газель (1,5 т, 9 м³)', length: 3, width: 2, height: 1.5, volume: 9, loadCapacity: 1.5 },
  {
    id: 2,
    name: 'Газель удлинённая (2 т, 16 м³)',
    length: 4.2,
    width: 2,
    height: 1.9,
    volume: 16,
    loadCapacity: 2,
  },
  { id: 3, name: 'Бычок (3 т, 20 м³)', length: 5, width: 2.2, height: 1.8, volume: 20, loadCapacity: 3 },
  {
    id: 4,
    name: 'Пятитонник (5 т, 36 м³)',
    length: 6.2,
    width: 2.45,
    height: 2.4,
    volume: 36,
    loadCapacity: 5,
  },
  {
    id: 5,
    name: 'Десятитонник (10 т, 45 м³)',
    length: 7.5,
    width: 2.45,
    height: 2.45,
    volume: 45,
    loadCapacity: 10,
  },
  {
    id: 6,
    name: 'Пятнадцатитонник (15 т, 60 м³)',
    length: 9.6,
    width: 2.45,
    height: 2.5,
    volume: 60,
    loadCapacity: 15,
  },
  {
    id: 7,
    name: 'Еврофура (20 т, 82 м³)',
    length: 13.6,
    width: 2.45,
    height: 2.5,
    volume: 82,
    loadCapacity: 20,
  },
  {
    id: 8,
    name: 'Еврофура увеличенная (20 т, 92 м³)',
    length: 13.6,
    width: 2.48,
    height: 2.7,
    volume: 92,
    loadCapacity: 20,
  },
  { id: 9, name: 'Мега (20 т, 100 м³)', length: 13.6, width: 2.48, height: 3, volume: 100, loadCapacity: 20 },
  {
    id: 10,
    name: 'Сцепка (20 т, 120 м³)',
    length: 15.4,
    width: 2.45,
    height: 3,
    volume: 120,
    loadCapacity: 20,
  },
  {
    id: 11,
    name: 'Джамбо (20 т, 120 м³)',
    length: 13.6,
    width: 2.48,
    height: 3,
    volume: 120,
    loadCapacity: 20,
  },
  {
    id: 12,
    name: 'Рефрижератор (20 т, 86 м³)',
    length: 13.4,
    width: 2.46,
    height: 2.6,
    volume: 86,
    loadCapacity: 20,
  },
  {
    id: 13,
    name: "Контейнеровоз 20' (24 т, 33 м³)",
    length: 5.9,
    width: 2.35,
    height: 2.39,
    volume: 33,
    loadCapacity: 24,
  },
  {
    id: 14,
    name: "Контейнеровоз 40' (26 т, 67 м³)",
    length: 12,
    width: 2.35,
    height: 2.39,
    volume: 67,
    loadCapacity: 26,
  },
  {
    id: 15,
    name: "Контейнеровоз 40' HC (26 т, 76 м³)",
    length: 12,
    width: 2.35,
    height: 2.69,
    volume: 76,
    loadCapacity: 26,
  },
];
export const vehicleDimensionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  length: z.number(),
  width: z.number(),
  height: z.number(),
  volume: z.number(),
  loadCapacity: z.number(),
});
export const vehicleDimensionsSchema = z.object({ items: z.array(vehicleDimensionSchema) });

/** The lookup's answer: the items whose name holds the query (any case), at most `limit`, at most 100. */
export const searchReference = <T extends ReferenceItem>(
  list: readonly T[],
  query: string | undefined,
  limit: number = LOOKUP_LIST_LIMIT,
): T[] => {
  const needle = query?.trim().toLocaleLowerCase('ru-RU') ?? '';
  return list
    .filter((item) => item.name.toLocaleLowerCase('ru-RU').includes(needle))
    .slice(0, Math.min(limit, LOOKUP_LIST_LIMIT));
};
