import type { RefSelectProps } from 'antd';
import type { Ref } from 'react';
import { useSession } from '../session/session-query';
import { routeWayOption, routeWayOptions } from './route-way-options';
import { SearchSelect } from './search-select';

/** The customer's route ways by code or name (filters of the reports and the auction plan, the plan's form). */
export function RouteWaySelect({
  id,
  value = null,
  onChange = () => undefined,
  ref,
}: {
  id: string;
  value?: number | null;
  onChange?: (value: number | null) => void;
  ref?: Ref<RefSelectProps>;
}) {
  const customerId = useSession()?.ownerId ?? 0;
  return (
    <SearchSelect
      ref={ref}
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
