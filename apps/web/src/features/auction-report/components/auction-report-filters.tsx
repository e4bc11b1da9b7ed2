import { AUCTION_STATUS_LABELS } from '@portal/contract/auctions/auction-status';
import { ChoiceFilter } from '../../../shared/list/choice-filter';
import { DayRangeFilter } from '../../../shared/list/day-range-filter';
import { type FilterFieldsProps, filterBinder } from '../../../shared/list/filter-binding';
import { LookupFilter } from '../../../shared/list/lookup-filter';
import type { AuctionReportFilterKey } from './auction-report-filter-values';

const STATUS_OPTIONS = Object.entries(AUCTION_STATUS_LABELS).map(([value, label]) => ({ value, label }));

/** The auctions report's filters: status, end date range, route way, kind of cargo, participant carrier, manager. */
export function AuctionReportFilters({ filters, setFilter }: FilterFieldsProps<AuctionReportFilterKey>) {
  const bind = filterBinder(filters, setFilter);
  return (
    <>
      <ChoiceFilter
        label="Статус"
        id="auction-report-status"
        width={200}
        isMultiple
        placeholder="Любой"
        options={STATUS_OPTIONS}
        binding={bind('status')}
      />
      <DayRangeFilter
        label="Окончание"
        ids={['auction-report-date-from', 'auction-report-date-to']}
        from={bind('date_from')}
        to={bind('date_to')}
      />
      <LookupFilter lookup="route_way" id="auction-report-route-way" binding={bind('route_way')} />
      <LookupFilter
        lookup="transportation"
        id="auction-report-transportation"
        binding={bind('transportation')}
      />
      <LookupFilter lookup="contractor" id="auction-report-contractor" binding={bind('contractor')} />
      <LookupFilter lookup="manager" id="auction-report-manager" binding={bind('manager')} />
    </>
  );
}
