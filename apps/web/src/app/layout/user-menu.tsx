import { ContactsOutlined, DownOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import type { Session } from '@portal/contract/auth/auth.schemas';
import { checkGuards } from '@portal/contract/routes/guards';
import { type RouteId, routeById } from '@portal/contract/routes/route-table';
import { Avatar, Button, Dropdown, Flex, type MenuProps, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { CustomerContactsDrawer } from '../../features/contact-requisites/components/customer-contacts-drawer';
import { routePath } from '../../shared/navigation/route-path';
import { roleLabel } from '../../shared/session/role-label';

const CUSTOMER_CONTACTS_KEY = 'customer-contacts';

// The user's own screens, which the side menu leaves out; each shows only when its guards pass.
const OWN_SCREENS: { id: RouteId; icon: ReactNode }[] = [
  { id: 'my-profile', icon: <UserOutlined /> },
  { id: 'user-settings', icon: <SettingOutlined /> },
];

/** The avatar with the user's name, opening «Мой профиль», «Настройки пользователя» and, for a carrier, its customers' contacts. */
export function UserMenu({ session }: { session: Session }) {
  const navigate = useNavigate();
  const [isContactsOpen, setIsContactsOpen] = useState(false);
  const isVerifiedCarrier = session.ownerType === 'contractor' && session.verified;

  const items: MenuProps['items'] = [
    ...OWN_SCREENS.filter(({ id }) => checkGuards(routeById(id).guards, session) === null).map(
      ({ id, icon }) => ({
        key: id,
        icon,
        label: routeById(id).title,
      }),
    ),
    ...(isVerifiedCarrier
      ? [{ key: CUSTOMER_CONTACTS_KEY, icon: <ContactsOutlined />, label: 'Контакты заказчиков' }]
      : []),
  ];

  const handleClick: MenuProps['onClick'] = ({ key }) => {
    if (key === CUSTOMER_CONTACTS_KEY) setIsContactsOpen(true);
    else navigate(routePath(key as RouteId));
  };

  return (
    <>
      <Dropdown menu={{ items, onClick: handleClick }} trigger={['click']} placement="bottomRight">
        {/* Named by its visible text (WCAG 2.5.3), with «Меню пользователя» for screen readers before it. */}
        <Button type="text" style={{ height: 'auto', padding: '2px 6px' }}>
          <span className="visually-hidden">Меню пользователя </span>
          <Flex align="center" gap={8}>
            <Avatar size="small" icon={<UserOutlined />} style={{ background: '#1f5fbf' }} />
            <Flex vertical className="hide-on-phone" style={{ textAlign: 'left', lineHeight: 1.3 }}>
              <Typography.Text strong>{session.fullname}</Typography.Text>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {roleLabel(session.roles)}
              </Typography.Text>
            </Flex>
            <DownOutlined style={{ fontSize: 10 }} />
          </Flex>
        </Button>
      </Dropdown>
      {isVerifiedCarrier && (
        <CustomerContactsDrawer
          contractorId={session.ownerId}
          isOpen={isContactsOpen}
          onClose={() => setIsContactsOpen(false)}
        />
      )}
    </>
  );
}
