import * as z from 'zod';
import { USE_NOUNS, usePart } from '../format/in-use';
import { joinWithAnd } from '../format/plural';
import { idParamSchema } from '../ids';
import { pageQuerySchema } from '../pagination';
import { text } from '../validation/text';

/** A transportation name is a kind of cargo (DESIGN 8), shown in its colour wherever routes list it. */
export const TRANSPORTATION_NAME_MAX = 255;

export const transportationNameCustomerParamsSchema = z.object({ customerId: idParamSchema });
export const transportationNameParamsSchema = z.object({
  customerId: idParamSchema,
  transportationNameId: idParamSchema,
});

export const transportationNameListQuerySchema = pageQuerySchema.extend({
  name: text().trim().max(TRANSPORTATION_NAME_MAX).optional(),
});
export type TransportationNameListQuery = z.input<typeof transportationNameListQuerySchema>;

export const transportationNameSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  color: z.string(),
});
export type TransportationName = z.infer<typeof transportationNameSchema>;

export const transportationNameNameSchema = text().trim().min(1).max(TRANSPORTATION_NAME_MAX);

/** `#rrggbb`, stored in lower case. */
export const transportationNameColorSchema = text()
  .trim()
  .regex(/^#[0-9a-f]{6}$/i, 'укажите цвет в формате #rrggbb')
  .transform((color) => color.toLowerCase());

export const transportationNameBodySchema = z.object({
  name: transportationNameNameSchema,
  color: transportationNameColorSchema,
});
export type TransportationNameBody = z.input<typeof transportationNameBodySchema>;

/** Issue 21: what refers to a kind of cargo, so it is not deleted. */
export type TransportationNameUses = { flights: number; tenderLots: number };

export const TRANSPORTATION_NAME_MESSAGES = {
  notFound: 'Наименование перевозки не найдено',
  nameTaken: (name: string) => `Наименование перевозки «${name}» уже существует`,
  // Issue 22: kinds of cargo are told apart by their colour's name too (screen readers, the legend).
  colorTaken: (colorName: string, name: string) =>
    `Цвет «${colorName}» уже у наименования «${name}»: выберите другой`,
  added: (name: string) => `Наименование перевозки «${name}» добавлено`,
  updated: (name: string) => `Наименование перевозки «${name}» обновлено`,
  deleted: 'Наименование перевозки удалено',
  inUse: ({ flights, tenderLots }: TransportationNameUses) =>
    `Наименование перевозки используется ${joinWithAnd([
      usePart('в', flights, USE_NOUNS.inFlights),
      usePart('в', tenderLots, USE_NOUNS.inTenderLots),
    ])}`,
} as const;

// SPEC 8: confirmations are answered with Да and Назад.
export const TRANSPORTATION_NAME_CONFIRMATIONS = {
  delete: 'Вы уверены что хотите удалить наименование перевозки?',
} as const;
