import { EVENT_TYPES, type EventType, TEST_EVENT_TYPE } from '@portal/contract/integration/event-types';

/** A webhook subscribed to every event carries this single type (DESIGN 12). */
export const ALL_EVENTS = '*';
export const ALL_EVENTS_LABEL = 'Все события';

const isEventType = (type: string): type is EventType => Object.hasOwn(EVENT_TYPES, type);

/** The Russian name of an event type as the catalogue gives it; an unknown type shows as it came. */
export const eventTypeLabel = (type: string): string => {
  if (type === ALL_EVENTS) return ALL_EVENTS_LABEL;
  if (type === TEST_EVENT_TYPE) return 'Тестовое событие';
  return isEventType(type) ? EVENT_TYPES[type].label : type;
};
