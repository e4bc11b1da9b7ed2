import type { RouteOwner } from '@portal/contract/route-owners/route-owners.schemas';
import { Button, Card, Descriptions, Flex } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { NO_AGENT_TEXT } from './route-owner-columns';

type RouteOwnerReadOnlyProps = { group: RouteOwner; heading: ReactNode; members: ReactNode; backTo: string };

/** What a plain user sees of the edit screen: the attached user without a selector, and Назад only. */
export function RouteOwnerReadOnly({ group, heading, members, backTo }: RouteOwnerReadOnlyProps) {
  const navigate = useNavigate();
  return (
    <Card style={{ maxWidth: 760 }}>
      {heading}
      <Descriptions
        column={1}
        style={{ marginBottom: 24 }}
        items={[
          {
            key: 'agent',
            label: 'Прикрепленный пользователь',
            children: group.agent?.fullname ?? NO_AGENT_TEXT,
          },
        ]}
      />
      {members}
      <Flex justify="flex-end">
        <Button onClick={() => navigate(backTo)}>Назад</Button>
      </Flex>
    </Card>
  );
}
