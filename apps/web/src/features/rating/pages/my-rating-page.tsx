import { DATE_FORMAT, DEFAULT_RATING_PERIOD_OPTION } from '@portal/contract/constants';
import { Card, DatePicker, Flex, Select, Tabs } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useContractorAppeals, useRatingDetail, useRatingList, useRatingPeriods } from '../api/rating-api';
import { AppealCards } from '../components/appeal-cards';
import { RatingChart } from '../components/rating-chart';
import { RatingDetailTable } from '../components/rating-detail-table';
import { RatingHeading } from '../components/rating-heading';

const DAY = 'YYYY-MM-DD';

/**
 * SPEC 2.3 my-rating (A, V, C): the current rating, the chart per period, the date range and period kind, the
 * clicked rating's detail and the submitted appeals. A carrier of several customers chooses the customer.
 */
function MyRatingPage() {
  const [periodId, setPeriodId] = useState(DEFAULT_RATING_PERIOD_OPTION);
  const [customer, setCustomer] = useState<number | undefined>();
  const [range, setRange] = useState<[Dayjs, Dayjs] | null>(null);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const periods = useRatingPeriods();
  const list = useRatingList({
    periodId,
    ...(customer ? { customer } : {}),
    ...(range ? { dateFrom: range[0].format(DAY), dateTo: range[1].format(DAY) } : {}),
  });
  const items = list.data?.items ?? [];
  const latest = items[items.length - 1] ?? null;
  const shownId =
    selectedId !== null && items.some((item) => item.id === selectedId) ? selectedId : (latest?.id ?? null);
  const detail = useRatingDetail(shownId);
  const customerId = customer ?? list.data?.customer?.id;
  const appeals = useContractorAppeals(customerId);
  const customers = list.data?.customers ?? [];

  return (
    <Flex vertical gap={16}>
      <RatingHeading rating={latest?.rating ?? null} />
      <Card size="small">
        <Flex gap={12} wrap align="center" style={{ marginBottom: 12 }}>
          {customers.length > 1 && (
            <Select
              aria-label="Заказчик"
              style={{ minWidth: 220 }}
              value={customerId}
              options={customers.map((option) => ({ value: option.id, label: option.name }))}
              onChange={(value) => {
                setCustomer(value);
                setSelectedId(null);
              }}
            />
          )}
          <DatePicker.RangePicker
            aria-label="Период"
            format={DATE_FORMAT}
            value={range}
            placeholder={['С', 'По']}
            onChange={(value) => setRange(value?.[0] && value[1] ? [value[0], value[1]] : null)}
          />
          <Select
            aria-label="Период расчёта"
            style={{ minWidth: 140 }}
            value={periodId}
            loading={periods.isPending}
            options={(periods.data ?? []).map((option) => ({ value: option.id, label: option.name }))}
            onChange={(value) => {
              setPeriodId(value);
              setSelectedId(null);
            }}
          />
        </Flex>
        <RatingChart items={items} selectedId={shownId} onSelect={setSelectedId} />
      </Card>
      <Tabs
        items={[
          {
            key: 'detail',
            label: 'Детализация рейтинга',
            children: (
              <RatingDetailTable detail={detail.data} isLoading={detail.isFetching && !detail.data} />
            ),
          },
          {
            key: 'appeals',
            label: 'Поданные апелляции',
            children: <AppealCards appeals={appeals.data?.items} isLoading={appeals.isPending} />,
          },
        ]}
      />
    </Flex>
  );
}

export { MyRatingPage as Component };
