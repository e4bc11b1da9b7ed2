import { Flex, Typography } from 'antd';
import { useSession } from '../../../shared/session/session-query';
import { AccountCards } from '../components/account-cards';
import { QuickLinks } from '../components/quick-links';

const greeting = (hour: number): string => {
  if (hour < 6) return 'Доброй ночи';
  if (hour < 12) return 'Доброе утро';
  if (hour < 18) return 'Добрый день';
  return 'Добрый вечер';
};

function DashboardPage() {
  const session = useSession();
  if (!session) return null;
  return (
    <Flex vertical gap={24}>
      <Typography.Text style={{ fontSize: 16 }}>
        {greeting(new Date().getHours())}, {session.fullname}!
      </Typography.Text>
      <AccountCards session={session} />
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
