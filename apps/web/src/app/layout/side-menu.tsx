import type { GuardSubject } from '@portal/contract/routes/guards';
import { Menu, type MenuProps } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { MENU_GROUP_ICONS } from '../../shared/navigation/menu-group-icons';
import { menuSectionsFor, selectedMenuPath } from '../../shared/navigation/menu-sections';
import { useCurrentAppRoute } from '../../shared/navigation/route-handle';

type MenuItem = NonNullable<MenuProps['items']>[number];

/** The side menu: the route table entries with `menu` whose guards pass, grouped by MENU_GROUPS. */
export function SideMenu({ session, isCollapsed }: { session: GuardSubject; isCollapsed: boolean }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const sections = useMemo(() => menuSectionsFor(session), [session]);
  const current = useCurrentAppRoute();
  const selected = selectedMenuPath(pathname, sections, current?.section, current?.entry);
  const selectedGroup = sections.find((section) =>
    section.routes.some((route) => route.path === selected),
  )?.group;
  const [openKeys, setOpenKeys] = useState<string[]>(() => (selectedGroup ? [selectedGroup] : ['general']));

  useEffect(() => {
    // A screen opened from elsewhere (a link, the address bar) shows its group open in the menu.
    if (selectedGroup)
      setOpenKeys((keys) => (keys.includes(selectedGroup) ? keys : [...keys, selectedGroup]));
  }, [selectedGroup]);

  const items: MenuItem[] = sections.map((section) => ({
    key: section.group,
    icon: MENU_GROUP_ICONS[section.group],
    label: section.label,
    children: section.routes.map((route) => ({
      key: route.path,
      label: <Link to={route.path}>{route.title}</Link>,
    })),
  }));

  // A <nav> landmark; antd's Menu is a keyboard-operable menu (arrows, Enter, Space) inside it.
  return (
    <nav aria-label="Главное меню">
      <Menu
        theme="dark"
        mode="inline"
        items={items}
        selectedKeys={selected ? [selected] : []}
        // Enter on an item reached with the arrow keys opens its screen; a click goes through the item's link.
        onClick={({ key, domEvent }) => {
          if (domEvent.type === 'keydown') navigate(key);
        }}
        // A collapsed menu shows groups as pop-ups, so no group stays open.
        {...(isCollapsed ? {} : { openKeys, onOpenChange: setOpenKeys })}
      />
    </nav>
  );
}
