import * as z from 'zod';
import { USE_NOUNS, usePart } from '../format/in-use';
import { idParamSchema } from '../ids';
import { pageQuerySchema } from '../pagination';
import { text } from '../validation/text';
import {
  companyRefSchema,
  contractorParamsSchema,
  FLEET_MESSAGES,
  referenceIdSchema,
} from './fleet-common.schemas';
import { CONTAINER_TYPES } from './fleet-references';
import { isValidContainerNumber } from './fleet-validators';

// DESIGN 11 «Fleet»: the carrier's containers (GET a page, POST 201, GET|PUT|DELETE /{id}).

export const containerParamsSchema = contractorParamsSchema.extend({ containerId: idParamSchema });

export const containersQuerySchema = pageQuerySchema.extend({ query: text().trim().max(255).optional() });
export type ContainersQuery = z.input<typeof containersQuerySchema>;

/** m³: the largest volume a container may be given. */
export const CONTAINER_VOLUME_MAX = 200;

export const containerBodySchema = z.object({
  number: text()
    .trim()
    .transform((value) => value.toUpperCase().replace(/\s/g, ''))
    .refine(
      isValidContainerNumber,
      'номер контейнера по ISO 6346: 4 буквы, 7 цифр, контрольная цифра сходится',
    ),
  containerType: referenceIdSchema(CONTAINER_TYPES),
  /** m³; the type's volume when absent. */
  volume: z.number().positive(FLEET_MESSAGES.positive).max(CONTAINER_VOLUME_MAX).nullish(),
});
export type ContainerBody = z.input<typeof containerBodySchema>;
export type ContainerValues = z.output<typeof containerBodySchema>;

export const containerTypeSchema = z.object({ id: z.number().int(), name: z.string(), volume: z.number() });
export const containerTypesSchema = z.object({ items: z.array(containerTypeSchema) });

export const containerSchema = z.object({
  id: z.number().int(),
  contractor: companyRefSchema,
  number: z.string(),
  containerType: containerTypeSchema,
  volume: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Container = z.infer<typeof containerSchema>;

/** Issue 21: what refers to a container, so it is not deleted. */
export type ContainerUses = { flights: number };

export const CONTAINER_MESSAGES = {
  notFound: 'Контейнер не найден',
  numberTaken: 'Контейнер с таким номером уже есть',
  created: 'Контейнер добавлен',
  saved: 'Контейнер сохранён',
  deleted: 'Контейнер удалён',
  inUse: ({ flights }: ContainerUses) => `Контейнер ${usePart('назначен на', flights, USE_NOUNS.onFlights)}`,
} as const;
