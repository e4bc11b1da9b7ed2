import { Layout, Typography } from 'antd';
import { useState } from 'react';
import { Outlet } from 'react-router';
import { useCurrentTitle } from '../../shared/navigation/route-handle';
import { useSession } from '../../shared/session/session-query';
import { ConfirmHost } from '../../shared/toast/confirm-host';
import { AppHeader } from './app-header';
import { BrandMark } from './brand';
import { SideMenu } from './side-menu';

const COLLAPSED_KEY = 'menuCollapsed';

function MainLayout() {
  const session = useSession();
  const title = useCurrentTitle();
  const [isCollapsed, setIsCollapsed] = useState(() => localStorage.getItem(COLLAPSED_KEY) === '1');

  const handleCollapse = (collapsed: boolean) => {
    setIsCollapsed(collapsed);
    localStorage.setItem(COLLAPSED_KEY, collapsed ? '1' : '0');
  };

  // The guards let no one in without a session; this covers the moment of logging out.
  if (!session) return null;

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider
        width={264}
        collapsible
        collapsed={isCollapsed}
        // A narrow screen folds the menu for now; only the user's own choice is remembered.
        onCollapse={(collapsed, type) =>
          type === 'responsive' ? setIsCollapsed(collapsed) : handleCollapse(collapsed)
        }
        breakpoint="lg"
        trigger={null}
        style={{ position: 'sticky', top: 0, height: '100vh', overflow: 'auto' }}
      >
        <div className="main-layout__brand">
          <BrandMark isCompact={isCollapsed} />
        </div>
        <SideMenu session={session} isCollapsed={isCollapsed} />
      </Layout.Sider>
      <Layout>
        <AppHeader
          session={session}
          isCollapsed={isCollapsed}
          onToggle={() => handleCollapse(!isCollapsed)}
        />
        <Layout.Content className="main-layout__content">
          {title && (
            <Typography.Title level={3} style={{ marginTop: 0 }}>
              {title}
            </Typography.Title>
          )}
          <ConfirmHost>
            <Outlet />
          </ConfirmHost>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}

export { MainLayout as Component };
