import { isAdmin } from '@portal/contract/roles';
import { Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useSession } from '../../../shared/session/session-query';
import { ContractorListTab } from '../components/contractor-list-tab';
import { VerificationQueueTab } from '../components/verification-queue-tab';

type TabKey = 'partners' | 'all' | 'verification';

const TABS: { key: TabKey; label: string; isAdminOnly?: boolean }[] = [
  { key: 'partners', label: 'Партнёры' },
  { key: 'all', label: 'Все перевозчики' },
  // The customer admin decides on verification, so only admins get the queue.
  { key: 'verification', label: 'Верификация', isAdminOnly: true },
];

const tabContent = (key: TabKey, customerId: number): ReactNode =>
  key === 'verification' ? (
    <VerificationQueueTab customerId={customerId} />
  ) : (
    <ContractorListTab key={key} customerId={customerId} scope={key} />
  );

/** contractor-list (K): the tab lives in the URL (`?tab=all`); switching tabs starts with clear filters. */
function ContractorListPage() {
  const session = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  if (!session) return null;
  const tabs = TABS.filter((tab) => !tab.isAdminOnly || isAdmin(session.roles));
  const activeKey = tabs.find((tab) => tab.key === searchParams.get('tab'))?.key ?? 'partners';

  return (
    <Tabs
      activeKey={activeKey}
      onChange={(key) => setSearchParams({ tab: key }, { replace: true })}
      items={tabs.map((tab) => ({
        key: tab.key,
        label: tab.label,
        children: tab.key === activeKey ? tabContent(tab.key, session.ownerId) : null,
      }))}
    />
  );
}

export { ContractorListPage as Component };
