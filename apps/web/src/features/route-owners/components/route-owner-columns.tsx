import { EditOutlined } from '@ant-design/icons';
import type { RouteOwnerListItem } from '@portal/contract/route-owners/route-owners.schemas';
import { type TableColumnsType, Tooltip, Typography } from 'antd';
import { Link } from 'react-router';
import { routePath } from '../../../shared/navigation/route-path';

export const NO_AGENT_TEXT = 'Не назначен';

/** SPEC 2.3: name and responsible user (agent full name); the edit link is for admin or manager only. */
export const routeOwnerColumns = (canEdit: boolean): TableColumnsType<RouteOwnerListItem> => [
  { title: 'Название', dataIndex: 'name' },
  {
    title: 'Ответственный',
    key: 'agent',
    render: (_: unknown, group) =>
      group.agent ? (
        group.agent.fullname
      ) : (
        <Typography.Text type="secondary">{NO_AGENT_TEXT}</Typography.Text>
      ),
  },
  ...(canEdit
    ? [
        {
          title: 'Действия',
          key: 'actions',
          fixed: 'right' as const,
          width: 100,
          render: (_: unknown, group: RouteOwnerListItem) => (
            <Tooltip title="Редактировать">
              <Link
                to={routePath('manager-group-edit', { stlId: group.id })}
                aria-label={`Редактировать ${group.name}`}
              >
                <EditOutlined />
              </Link>
            </Tooltip>
          ),
        },
      ]
    : []),
];
