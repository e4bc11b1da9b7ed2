import { DEFAULT_RATING_PERIOD_OPTION } from '@portal/contract/constants';
import type { RatingTopItem } from '@portal/contract/rating/rating.schemas';
import { Card, Flex, Select, Table } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { routePath } from '../../../shared/navigation/route-path';
import { useRatingPeriods, useRatingTop } from '../api/rating-api';
import { formatPeriod } from '../components/rating-format';
import { ratingTrend } from '../components/rating-trend';
import { RatingValue } from '../components/rating-value';

/**
 * Issue 17 top (K): the customer's carriers ranked by their latest rating of the chosen period kind, coloured by band,
 * with the change against the previous period; a name opens the carrier's rating card.
 */
function RatingTopPage() {
  const [periodId, setPeriodId] = useState(DEFAULT_RATING_PERIOD_OPTION);
  const periods = useRatingPeriods();
  const top = useRatingTop(periodId);

  const columns = [
    {
      title: 'Место',
      key: 'place',
      width: 80,
      render: (_: unknown, __: RatingTopItem, row: number) => row + 1,
    },
    {
      title: 'Перевозчик',
      key: 'contractor',
      render: (_: unknown, item: RatingTopItem) => (
        <Link to={routePath('contractor-rating', { contractorId: item.contractor.id })}>
          {item.contractor.name}
        </Link>
      ),
    },
    {
      title: 'Период расчёта',
      key: 'period',
      render: (_: unknown, item: RatingTopItem) => formatPeriod(item),
    },
    {
      title: 'Рейтинг',
      key: 'rating',
      render: (_: unknown, item: RatingTopItem) => <RatingValue rating={item.rating} />,
    },
    {
      title: 'Изменение',
      key: 'trend',
      render: (_: unknown, item: RatingTopItem) => ratingTrend(item.rating, item.previous),
    },
  ];

  return (
    <Card size="small">
      <Flex gap={12} wrap align="center" style={{ marginBottom: 12 }}>
        <Select
          aria-label="Период расчёта"
          style={{ minWidth: 180 }}
          value={periodId}
          loading={periods.isPending}
          options={(periods.data ?? []).map((option) => ({ value: option.id, label: option.name }))}
          onChange={setPeriodId}
        />
      </Flex>
      <Table
        size="small"
        rowKey={(item) => item.contractor.id}
        loading={top.isFetching}
        dataSource={top.data?.items ?? []}
        columns={columns}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: 'Рейтинги не найдены' }}
      />
    </Card>
  );
}

export { RatingTopPage as Component };
