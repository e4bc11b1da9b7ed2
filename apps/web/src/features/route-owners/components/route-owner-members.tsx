import type { RouteOwner } from '@portal/contract/route-owners/route-owners.schemas';
import { Flex, Tag, Typography } from 'antd';

/** The users who handle the group; the set is edited on each customer user's own card. */
export function RouteOwnerMembers({ members }: { members: RouteOwner['members'] }) {
  return (
    <Flex vertical gap={8} style={{ marginBottom: 24 }}>
      <Typography.Text strong>Участники группы</Typography.Text>
      {members.length === 0 ? (
        <Typography.Text type="secondary">Участники не назначены</Typography.Text>
      ) : (
        <Flex wrap gap={8} role="list" aria-label="Участники группы">
          {members.map((member) => (
            <Tag key={member.id} role="listitem" style={{ marginInlineEnd: 0 }}>
              {member.fullname}
            </Tag>
          ))}
        </Flex>
      )}
      <Typography.Text type="secondary">
        Состав группы меняется в карточке пользователя заказчика.
      </Typography.Text>
    </Flex>
  );
}
