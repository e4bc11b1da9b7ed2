import { Flex } from 'antd';
import { Link, Outlet } from 'react-router';
import { APP_NAME, useCurrentAppRoute } from '../../shared/navigation/route-handle';
import { useSession } from '../../shared/session/session-query';
import { BrandMark } from './brand';

// Forms with many fields get a wider card.
const WIDE_PAGES = new Set(['registration', 'verification']);

/**
 * SPEC 2.1 pages outside the main layout: a centered card with the product name. Built from plain elements:
 * this layout is part of the login page's first load, and antd Card or Typography would weigh on it.
 */
export function BareLayout() {
  const session = useSession();
  const appRoute = useCurrentAppRoute();
  const isWide = appRoute ? WIDE_PAGES.has(appRoute.id) : false;

  return (
    <div className="bare-layout">
      <Flex
        component="header"
        align="center"
        justify="flex-end"
        style={{ padding: '16px 24px', minHeight: 24 }}
      >
        {session && (
          <Flex align="center" gap={16} wrap className="bare-layout__session">
            <span>
              {session.company.name} · {session.fullname}
            </span>
            {appRoute?.id !== 'logout' && <Link to="/logout">Выйти</Link>}
          </Flex>
        )}
      </Flex>
      <main className="bare-layout__body">
        <section className="bare-layout__card" style={{ maxWidth: isWide ? 760 : 440 }}>
          <Flex
            align="center"
            justify="center"
            gap={10}
            style={{ color: '#1f5fbf', fontWeight: 600, fontSize: 18, marginBottom: 24 }}
          >
            <BrandMark />
          </Flex>
          <Outlet />
        </section>
      </main>
      <footer className="bare-layout__footer">
        © {new Date().getFullYear()} {APP_NAME}. Аукционы и тендеры на перевозку грузов.
      </footer>
    </div>
  );
}
