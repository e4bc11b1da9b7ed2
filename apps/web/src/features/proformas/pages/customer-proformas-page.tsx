import { isAdmin } from '@portal/contract/roles';
import { Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { useSession } from '../../../shared/session/session-query';
import { ProformaList } from '../components/proforma-list';
import { ProformaSettingsForm } from '../components/proforma-settings-form';

const SETTINGS_TAB = 'settings';

/**
 * SPEC 2.2 proforma/customer (issue 23): the carriers' proformas; admins also find the proforma settings here, as a
 * tab (the route table has no settings screen of its own).
 */
function CustomerProformasPage() {
  const canSetUp = isAdmin(useSession()?.roles ?? []);
  const [searchParams, setSearchParams] = useSearchParams();
  if (!canSetUp) return <ProformaList />;
  const tab = searchParams.get('tab') === SETTINGS_TAB ? SETTINGS_TAB : 'list';
  return (
    <Tabs
      activeKey={tab}
      onChange={(key) =>
        setSearchParams(key === SETTINGS_TAB ? { tab: SETTINGS_TAB } : {}, { replace: true })
      }
      items={[
        { key: 'list', label: 'Проформы', children: <ProformaList /> },
        { key: SETTINGS_TAB, label: 'Настройки', children: <ProformaSettingsForm /> },
      ]}
    />
  );
}

export { CustomerProformasPage as Component };
