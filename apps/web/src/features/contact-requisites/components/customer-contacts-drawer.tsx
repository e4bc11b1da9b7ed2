import { Button, Card, Drawer, Empty, Flex, Skeleton, Tag } from 'antd';
import { useNavigate } from 'react-router';
import { routePath } from '../../../shared/navigation/route-path';
import { useCustomerContacts } from '../api/customer-contacts';
import { ContactRequisiteCard } from './contact-requisite-card';

type CustomerContactsDrawerProps = { contractorId: number; isOpen: boolean; onClose: () => void };

/**
 * The carrier's way to its customers' contacts: a card per customer whose partner list holds the carrier, each
 * opening the full requisites.
 */
export function CustomerContactsDrawer({ contractorId, isOpen, onClose }: CustomerContactsDrawerProps) {
  const navigate = useNavigate();
  const query = useCustomerContacts(contractorId, isOpen);
  const items = query.data?.items ?? [];

  const open = (customerId: number, contactId: number) => {
    onClose();
    navigate(routePath('customer-contact-requisite-view', { customerId, contactId }));
  };

  return (
    <Drawer title="Контакты заказчиков" open={isOpen} onClose={onClose} size="min(520px, 100vw)">
      {query.isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Заказчики ещё не указали контакты для вас" />
      ) : (
        <Flex vertical gap={16}>
          {items.map(({ isDefault, requisites }) => (
            <Card
              key={requisites.id}
              size="small"
              title={requisites.customer.name}
              extra={!isDefault && <Tag color="green">Для вас</Tag>}
            >
              <Flex vertical gap={12}>
                <ContactRequisiteCard card={requisites} isContactOnly />
                <Button onClick={() => open(requisites.customer.id, requisites.id)}>Все реквизиты</Button>
              </Flex>
            </Card>
          ))}
        </Flex>
      )}
    </Drawer>
  );
}
