import { useSession } from '../session/session-query';
import { routeWayOption, routeWayOptions } from './route-way-options';
import { SearchSelect } from './search-select';

/** The customer's route ways by code or name (filters of the reports and the auction plan, the plan's form). */
export function RouteWaySelect({
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
      lookupKey={`route-ways-short-${customerId}`}
      fetchOptions={(query, signal) => routeWayOptions(customerId, query, signal)}
      fetchOne={(wayId, signal) => routeWayOption(customerId, wayId, signal)}
      value={value}
      onChange={onChange}
      placeholder="Код или название"
      notFoundText="Маршруты не найдены"
    />
  );
}
