import { EditOutlined } from '@ant-design/icons';
import type { ContactRequisite } from '@portal/contract/contact-requisites/contact-requisites.schemas';
import { Button, Card, Flex, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { ContactRequisiteCard } from './contact-requisite-card';

type ContactRequisiteViewProps = {
  card: ContactRequisite;
  backTo: string;
  /** The customer's side shows whom the card is for. */
  isCarrierShown?: boolean;
  /** The edit screen, for a customer admin only. */
  editTo?: string;
};

/** A card with Назад and, for a customer admin, Редактировать. */
export function ContactRequisiteView({
  card,
  backTo,
  isCarrierShown = false,
  editTo,
}: ContactRequisiteViewProps) {
  const navigate = useNavigate();
  return (
    <Card style={{ maxWidth: 960 }}>
      <Flex vertical gap={16}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {card.customer.name}
        </Typography.Title>
        <ContactRequisiteCard card={card} isCarrierShown={isCarrierShown} />
        <Flex gap={8} justify="flex-end" wrap>
          <Button onClick={() => navigate(backTo)}>Назад</Button>
          {editTo && (
            <Button type="primary" icon={<EditOutlined />} onClick={() => navigate(editTo)}>
              Редактировать
            </Button>
          )}
        </Flex>
      </Flex>
    </Card>
  );
}
