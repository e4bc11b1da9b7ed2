import type { TransportationName } from '@portal/contract/transportation-names/transportation-names.schemas';
import type { TableColumnsType } from 'antd';
import { ColorSwatch } from './color-swatch';
import { TransportationNameRowActions } from './transportation-name-row-actions';
import { TransportationNameTag } from './transportation-name-tag';

type Rights = { canEdit: boolean; canDelete: boolean };

export const transportationNameColumns = ({
  canEdit,
  canDelete,
}: Rights): TableColumnsType<TransportationName> => [
  {
    title: 'Название',
    dataIndex: 'name',
    render: (name: string, row) => <TransportationNameTag name={name} color={row.color} />,
  },
  {
    title: 'Цвет',
    dataIndex: 'color',
    render: (color: string) => <ColorSwatch color={color} />,
  },
  ...(canEdit || canDelete
    ? [
        {
          title: 'Действия',
          key: 'actions',
          fixed: 'right' as const,
          width: 110,
          render: (_: unknown, row: TransportationName) => (
            <TransportationNameRowActions row={row} canEdit={canEdit} canDelete={canDelete} />
          ),
        },
      ]
    : []),
];
