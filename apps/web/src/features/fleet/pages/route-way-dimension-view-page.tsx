import { ROUTE_WAY_DIMENSION_MESSAGES } from '@portal/contract/fleet/dimensions.schemas';
import { formatNumber } from '@portal/contract/format/numbers';
import { Card, Flex } from 'antd';
import { useParams } from 'react-router';
import { RecordDescriptions } from '../../../shared/components/record-descriptions';
import { RecordQueryState } from '../../../shared/components/record-query-state';
import { routePath } from '../../../shared/navigation/route-path';
import { useRouteWayDimension } from '../api/dimensions';
import { describeOption } from '../components/route-way-dimension-text';

/** SPEC 2.2 /route-way-dimensions/customer/view/{id} (K): a route way's dimensions read-only. */
function RouteWayDimensionViewPage() {
  const query = useRouteWayDimension(Number(useParams().dimensionId));
  return (
    <RecordQueryState
      query={query}
      notFoundTitle={ROUTE_WAY_DIMENSION_MESSAGES.notFound}
      backTo={routePath('route-way-dimensions')}
      backText="К габаритам маршрутов"
    >
      {(record) => (
        <Card style={{ maxWidth: 960 }} title={`${record.routeWay.code} · ${record.routeWay.name}`}>
          <RecordDescriptions
            items={[
              {
                key: 'dimension',
                label: 'Габарит по умолчанию',
                children: `${record.dimension.name} (${formatNumber(record.dimension.percentage)} %)`,
              },
              {
                key: 'options',
                label: 'Дополнительные габариты',
                children: record.options.length ? (
                  <Flex vertical>
                    {record.options.map((option, index) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: the options are an ordered list without ids
                      <span key={index}>{describeOption(option)}</span>
                    ))}
                  </Flex>
                ) : (
                  '—'
                ),
              },
            ]}
          />
        </Card>
      )}
    </RecordQueryState>
  );
}

export { RouteWayDimensionViewPage as Component };
