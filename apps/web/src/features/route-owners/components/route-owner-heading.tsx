import { EditOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';

type RouteOwnerHeadingProps = { name: string; onRename?: () => void };

/** The group's name, with «Переименовать» for an admin. */
export function RouteOwnerHeading({ name, onRename }: RouteOwnerHeadingProps) {
  return (
    <Flex align="center" gap={8} wrap style={{ marginBottom: 16 }}>
      <Typography.Title level={4} style={{ margin: 0 }}>
        {name}
      </Typography.Title>
      {onRename && (
        <Button type="link" icon={<EditOutlined />} onClick={onRename}>
          Переименовать
        </Button>
      )}
    </Flex>
  );
}
