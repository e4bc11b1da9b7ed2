import { DIMENSION_MESSAGES } from '@portal/contract/fleet/dimensions.schemas';
import { formatNumber } from '@portal/contract/format/numbers';
import { Card, Tag } from 'antd';
import { useParams } from 'react-router';
import { RecordDescriptions } from '../../../shared/components/record-descriptions';
import { RecordQueryState } from '../../../shared/components/record-query-state';
import { routePath } from '../../../shared/navigation/route-path';
import { useDimension } from '../api/dimensions';

/** SPEC 2.2 /dimensions/customer/view/{id} (K): a dimension read-only. */
function DimensionViewPage() {
  const query = useDimension(Number(useParams().dimensionId));
  return (
    <RecordQueryState
      query={query}
      notFoundTitle={DIMENSION_MESSAGES.notFound}
      backTo={routePath('dimensions')}
      backText="К габаритам"
    >
      {(dimension) => (
        <Card
          style={{ maxWidth: 760 }}
          title={dimension.name}
          extra={dimension.isDefault && <Tag color="blue">По умолчанию</Tag>}
        >
          <RecordDescriptions
            items={[
              { key: 'weight', label: 'Вес, т', children: formatNumber(dimension.weight) },
              { key: 'volume', label: 'Объём, м³', children: formatNumber(dimension.volume) },
              {
                key: 'range',
                label: 'Объём от–до, м³',
                children: `${formatNumber(dimension.volumeFrom)} – ${formatNumber(dimension.volumeTo)}`,
              },
              { key: 'percentage', label: 'Процент', children: `${formatNumber(dimension.percentage)} %` },
            ]}
          />
        </Card>
      )}
    </RecordQueryState>
  );
}

export { DimensionViewPage as Component };
