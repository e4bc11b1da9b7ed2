import { useSession } from '../session/session-query';
import { SearchSelect } from './search-select';
import { transportationOption, transportationOptions } from './transportation-options';

/** The customer's kinds of cargo by name (filters of the flights, auctions and statistics). */
export function TransportationSelect({
  id,
  value = null,
  onChange = () => undefined,
}: {
  id: string;
  value?: number | null;
  onChange?: (value: number | null) => void;
}) {
  const customerId = useSession()?.ownerId ?? 0;
  return (
    <SearchSelect
      id={id}
      lookupKey={`transportation-names-${customerId}`}
      fetchOptions={(query, signal) => transportationOptions(customerId, query, signal)}
      fetchOne={(transportationId, signal) => transportationOption(customerId, transportationId, signal)}
      value={value}
      onChange={onChange}
      placeholder="Название"
      notFoundText="Наименования не найдены"
    />
  );
}
