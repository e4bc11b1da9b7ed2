import * as z from 'zod';
import { queryIntegerSchema } from '../ids';
import { EVENT_ENTITIES, EVENT_TYPE_NAMES, EVENT_TYPES } from './event-types';
import { EVENT_FEED_DEFAULT_LIMIT, EVENT_FEED_MAX_LIMIT } from './integration.constants';

// DESIGN 12: `GET /api/{customers|contractors}/{id}/events?after=<seq>&limit=` answers `{ items, nextAfter }`.

export const eventFeedQuerySchema = z.object({
  after: queryIntegerSchema(0, Number.MAX_SAFE_INTEGER).default(0),
  limit: queryIntegerSchema(1, EVENT_FEED_MAX_LIMIT).default(EVENT_FEED_DEFAULT_LIMIT),
});
export type EventFeedQuery = z.infer<typeof eventFeedQuerySchema>;

export const eventTypeSchema = z.enum(EVENT_TYPE_NAMES as [string, ...string[]], 'неизвестный тип события');

/** The catalogue as the OpenAPI document shows it: each type with its label, sides and data keys. */
const catalogueDescription = [
  'Тип события. Каталог (тип — название; кому; ключи data):',
  ...EVENT_TYPE_NAMES.map((type) => {
    const info = EVENT_TYPES[type];
    const sides = info.sides.map((side) => (side === 'customer' ? 'заказчик' : 'перевозчик')).join(', ');
    return `- ${type} — ${info.label}; ${sides}; ${info.data.join(', ')}`;
  }),
].join('\n');

export const portalEventSchema = z.object({
  id: z.uuid(),
  seq: z.number().int(),
  type: eventTypeSchema.describe(catalogueDescription),
  occurredAt: z.string(),
  entity: z.enum(EVENT_ENTITIES),
  entityId: z.number().int(),
  data: z.record(z.string(), z.unknown()),
});
export type PortalEvent = z.infer<typeof portalEventSchema>;

export const eventFeedSchema = z.object({
  items: z.array(portalEventSchema),
  /** Pass it as `after` next time; equal to `after` when nothing new came. */
  nextAfter: z.number().int(),
});
export type EventFeed = z.infer<typeof eventFeedSchema>;
