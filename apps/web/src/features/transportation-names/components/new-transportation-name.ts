import { firstFreeTransportationColor } from '@portal/contract/transportation-names/transportation-name-colors';
import type { TransportationNameBody } from '@portal/contract/transportation-names/transportation-names.schemas';

/** The edit route with this id opens the empty form: /transportation-names/new adds a transportation name. */
export const NEW_TRANSPORTATION_NAME_ID = 'new';

/** The API refuses a colour another name of the customer has, so a new name starts with a free one. */
export const newTransportationNameValues = (takenColors: readonly string[]): TransportationNameBody => ({
  name: '',
  color: firstFreeTransportationColor(takenColors),
});
