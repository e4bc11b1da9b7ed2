import type { Session } from '@portal/contract/auth/auth.schemas';
import { Tabs } from 'antd';
import { useMemo } from 'react';
import { useListParams } from '../../../shared/list/use-list-params';
import { useSession } from '../../../shared/session/session-query';
import type { CompanyRef } from '../api/integration-endpoints';
import { ApiKeysTab } from '../components/api-keys-tab';
import { WebhooksTab } from '../components/webhooks-tab';

const API_KEYS_TAB = 'api-keys';

function Integrations({ session }: { session: Session }) {
  const { filters, setFilter } = useListParams(['tab']);
  const company = useMemo(
    (): CompanyRef => ({ ownerType: session.ownerType, ownerId: session.ownerId }),
    [session.ownerType, session.ownerId],
  );
  const isKeys = filters.tab === API_KEYS_TAB;

  return (
    <Tabs
      activeKey={isKeys ? API_KEYS_TAB : 'webhooks'}
      onChange={(key) => setFilter('tab', key === API_KEYS_TAB ? key : '')}
      items={[
        {
          key: 'webhooks',
          label: 'Вебхуки',
          children: isKeys ? null : <WebhooksTab company={company} />,
        },
        {
          key: API_KEYS_TAB,
          label: 'Ключи API',
          children: isKeys ? <ApiKeysTab company={company} /> : null,
        },
      ]}
    />
  );
}

/**
 * Issue 26 «Интеграции» (admins of both sides): webhooks that push the company's events to its systems, and API
 * keys with which those systems read the feed and call the portal. The tab lives in the URL.
 */
function IntegrationsPage() {
  const session = useSession();
  return session ? <Integrations session={session} /> : null;
}

export { IntegrationsPage as Component };
