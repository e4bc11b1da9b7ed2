import { RightOutlined } from '@ant-design/icons';
import type { GuardSubject } from '@portal/contract/routes/guards';
import { Card, Col, Flex, Row, Typography } from 'antd';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { MENU_GROUP_ICONS } from '../../../shared/navigation/menu-group-icons';
import { menuSectionsFor } from '../../../shared/navigation/menu-sections';

const DASHBOARD_PATH = '/dashboard';

/** A card per menu section the user may open, with links to its screens (route table + guards). */
export function QuickLinks({ subject }: { subject: GuardSubject }) {
  const sections = useMemo(
    () =>
      menuSectionsFor(subject)
        .map((section) => ({
          ...section,
          routes: section.routes.filter((route) => route.path !== DASHBOARD_PATH),
        }))
        .filter((section) => section.routes.length > 0),
    [subject],
  );

  return (
    <Row gutter={[16, 16]}>
      {sections.map((section) => (
        <Col key={section.group} xs={24} md={12} xl={8}>
          <Card
            size="small"
            style={{ height: '100%' }}
            title={
              <Flex align="center" gap={8}>
                <span style={{ color: '#1f5fbf', fontSize: 18 }}>{MENU_GROUP_ICONS[section.group]}</span>
                {section.label}
              </Flex>
            }
          >
            <Flex vertical gap={6}>
              {section.routes.map((route) => (
                <Link key={route.id} to={route.path}>
                  <Flex justify="space-between" align="center">
                    <Typography.Text style={{ color: 'inherit' }}>{route.title}</Typography.Text>
                    <RightOutlined style={{ fontSize: 10 }} />
                  </Flex>
                </Link>
              ))}
            </Flex>
          </Card>
        </Col>
      ))}
    </Row>
  );
}
