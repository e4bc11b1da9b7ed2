import {
  CONTRACTOR_DASHBOARD_KEYS,
  CUSTOMER_DASHBOARD_KEYS,
  DASHBOARD_TITLES,
} from '@portal/contract/dashboard/dashboard.schemas';
import { Button, Card, Col, Empty, Flex, Result, Row, Typography } from 'antd';
import { useSession } from '../../../shared/session/session-query';
import { useDashboard, useLiveDashboard } from '../api/dashboard';
import { DashboardCard } from '../components/dashboard-card';
import { QuickLinks } from '../components/quick-links';

const greeting = (hour: number): string => {
  if (hour < 6) return 'Доброй ночи';
  if (hour < 12) return 'Доброе утро';
  if (hour < 18) return 'Добрый день';
  return 'Добрый вечер';
};

const COLUMN = { xs: 24, sm: 12, lg: 8, xxl: 6 } as const;

/** The figures while they load: a card per key of the side, titled, with a skeleton. */
function LoadingCards({ keys }: { keys: readonly (keyof typeof DASHBOARD_TITLES)[] }) {
  return (
    <Row gutter={[16, 16]} aria-busy="true">
      {keys.map((key) => (
        <Col key={key} {...COLUMN}>
          <Card size="small" title={DASHBOARD_TITLES[key]} loading style={{ height: '100%' }} />
        </Col>
      ))}
    </Row>
  );
}

function Figures() {
  const session = useSession();
  const query = useDashboard();
  useLiveDashboard();
  const keys = session?.ownerType === 'contractor' ? CONTRACTOR_DASHBOARD_KEYS : CUSTOMER_DASHBOARD_KEYS;
  if (query.data) {
    if (query.data.cards.length === 0)
      return <Empty description="Цифр для главной пока нет" image={Empty.PRESENTED_IMAGE_SIMPLE} />;
    return (
      <Row gutter={[16, 16]}>
        {query.data.cards.map((card) => (
          <Col key={card.key} {...COLUMN}>
            <DashboardCard card={card} />
          </Col>
        ))}
      </Row>
    );
  }
  if (query.isError)
    return (
      <Result
        status="warning"
        title="Не удалось загрузить цифры главной"
        extra={<Button onClick={() => void query.refetch()}>Повторить</Button>}
      />
    );
  return <LoadingCards keys={keys} />;
}

/** SPEC 2.2 dashboard (A, V) and DESIGN 12: the side's live figures, each opening its list, then the sections. */
function DashboardPage() {
  const session = useSession();
  if (!session) return null;
  return (
    <Flex vertical gap={24}>
      <Typography.Text style={{ fontSize: 16 }}>
        {greeting(new Date().getHours())}, {session.fullname}!
      </Typography.Text>
      <Figures />
      <Flex vertical gap={12}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          Разделы
        </Typography.Title>
        <QuickLinks subject={session} />
      </Flex>
    </Flex>
  );
}

export { DashboardPage as Component };
