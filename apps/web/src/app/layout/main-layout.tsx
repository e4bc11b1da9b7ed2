import { Drawer, Grid, Layout, Typography } from 'antd';
import { useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useAnalytics } from '../../shared/analytics/use-analytics';
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
  useAnalytics();
  const [isCollapsed, setIsCollapsed] = useState(() => localStorage.getItem(COLLAPSED_KEY) === '1');
  // Below 768 px the menu is a drawer opened from the header (issue 12): an icon strip cut the company name.
  const screens = Grid.useBreakpoint();
  const isNarrow = screens.md === false;
  const { pathname } = useLocation();
  // The drawer stays open on the screen it was opened on: choosing another screen in it closes it.
  const [drawerPath, setDrawerPath] = useState<string | null>(null);
  const isDrawerOpen = drawerPath === pathname;
  const setIsDrawerOpen = (isOpen: boolean) => setDrawerPath(isOpen ? pathname : null);

  const handleCollapse = (collapsed: boolean) => {
    setIsCollapsed(collapsed);
    localStorage.setItem(COLLAPSED_KEY, collapsed ? '1' : '0');
  };

  // The guards let no one in without a session; this covers the moment of logging out.
  if (!session) return null;

  const menu = <SideMenu session={session} isCollapsed={!isNarrow && isCollapsed} />;

  return (
    <Layout style={{ minHeight: '100vh' }}>
      {/* The fragment moves focus to the content (tabIndex -1), past the menu and the header. */}
      <a className="skip-link" href="#main-content">
        Перейти к содержимому
      </a>
      {isNarrow ? (
        <Drawer
          className="main-layout__drawer"
          placement="left"
          size={280}
          open={isDrawerOpen}
          onClose={() => setIsDrawerOpen(false)}
          title={
            <span className="main-layout__drawer-brand">
              <BrandMark />
            </span>
          }
          closable={{ 'aria-label': 'Закрыть меню' }}
        >
          {menu}
        </Drawer>
      ) : (
        <Layout.Sider
          width={264}
          collapsible
          collapsed={isCollapsed}
          onCollapse={handleCollapse}
          trigger={null}
          style={{ position: 'sticky', top: 0, height: '100vh', overflow: 'auto' }}
        >
          <div className="main-layout__brand">
            <BrandMark isCompact={isCollapsed} />
          </div>
          {menu}
        </Layout.Sider>
      )}
      <Layout>
        <AppHeader
          session={session}
          menuButton={
            isNarrow
              ? { label: 'Открыть меню', isExpanded: isDrawerOpen, onClick: () => setIsDrawerOpen(true) }
              : {
                  label: isCollapsed ? 'Развернуть меню' : 'Свернуть меню',
                  isExpanded: !isCollapsed,
                  onClick: () => handleCollapse(!isCollapsed),
                }
          }
        />
        <Layout.Content id="main-content" tabIndex={-1} className="main-layout__content">
          {title && (
            // The screen's one h1, at the size of an h3: the headings inside a screen go on from h2.
            <Typography.Title level={1} style={{ marginTop: 0, fontSize: 24, lineHeight: 1.35 }}>
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
