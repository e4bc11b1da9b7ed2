import { EditOutlined, EyeOutlined } from '@ant-design/icons';
import type { RouteWaySummary } from '@portal/contract/freight/route-ways.schemas';
import { Button, Flex, Tooltip } from 'antd';
import { useNavigate } from 'react-router';
import { routePath } from '../../../shared/navigation/route-path';

/** View (every customer user) and edit (admin). */
export function RouteWayRowActions({ row, canEdit }: { row: RouteWaySummary; canEdit: boolean }) {
  const navigate = useNavigate();
  return (
    <Flex gap={4} wrap={false}>
      <Tooltip title="Просмотр">
        <Button
          type="text"
          icon={<EyeOutlined />}
          aria-label={`Просмотр маршрута ${row.code}`}
          onClick={() => navigate(routePath('route-way-view', { routeWayId: row.id }))}
        />
      </Tooltip>
      {canEdit && (
        <Tooltip title="Редактировать">
          <Button
            type="text"
            icon={<EditOutlined />}
            aria-label={`Редактировать маршрут ${row.code}`}
            onClick={() => navigate(routePath('route-way-edit', { routeWayId: row.id }))}
          />
        </Tooltip>
      )}
    </Flex>
  );
}
