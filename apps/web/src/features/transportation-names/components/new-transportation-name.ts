import { TRANSPORTATION_NAME_DEFAULT_COLOR } from '@portal/contract/transportation-names/transportation-names.schemas';

/** The edit route with this id opens the empty form: /transportation-names/new adds a transportation name. */
export const NEW_TRANSPORTATION_NAME_ID = 'new';

export const NEW_TRANSPORTATION_NAME_VALUES = { name: '', color: TRANSPORTATION_NAME_DEFAULT_COLOR };
