import { Flex, Select, Tabs } from 'antd';
import { useState } from 'react';
import { useContractorAppeals, useCurrentRating } from '../api/rating-api';
import { AppealCards } from '../components/appeal-cards';
import { RatingChartCard, useRatingBrowser } from '../components/rating-browser';
import { RatingDetailTable } from '../components/rating-detail-table';
import { RatingHeading } from '../components/rating-heading';

/**
 * SPEC 2.3 my-rating (A, V, C): the current rating, the chart per period, the date range and period kind, the
 * clicked rating's detail and the submitted appeals. A carrier of several customers chooses the customer.
 */
function MyRatingPage() {
  const [customer, setCustomer] = useState<number | undefined>();
  const browser = useRatingBrowser(customer);
  const customerId = customer ?? browser.list.data?.customer?.id;
  const appeals = useContractorAppeals(customerId);
  const current = useCurrentRating(customerId);
  const customers = browser.list.data?.customers ?? [];

  return (
    <Flex vertical gap={16}>
      <RatingHeading rating={current.data === undefined ? undefined : (current.data?.rating ?? null)} />
      <RatingChartCard
        browser={browser}
        extra={
          customers.length > 1 && (
            <Select
              aria-label="Заказчик"
              style={{ minWidth: 220 }}
              value={customerId}
              options={customers.map((option) => ({ value: option.id, label: option.name }))}
              onChange={(value) => {
                setCustomer(value);
                browser.resetSelection();
              }}
            />
          )
        }
      />
      <Tabs
        items={[
          {
            key: 'detail',
            label: 'Детализация рейтинга',
            children: (
              <RatingDetailTable
                detail={browser.detail.data}
                isLoading={browser.detail.isFetching && !browser.detail.data}
              />
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
