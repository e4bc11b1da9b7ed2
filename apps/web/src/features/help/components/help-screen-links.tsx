import { checkGuards, type GuardSubject } from '@portal/contract/routes/guards';
import { MENU_GROUPS } from '@portal/contract/routes/menu-groups';
import { type AppRoute, type RouteId, routeById } from '@portal/contract/routes/route-table';
import { Typography } from 'antd';
import { Fragment } from 'react';
import { Link } from 'react-router';

const screenLabel = (route: AppRoute): string => {
  const group = route.menu ? MENU_GROUPS[route.menu] : undefined;
  return group && group !== route.title ? `${group} → ${route.title}` : route.title;
};

/** «Где найти»: the screens a section is about; a link when this user may open it, plain text otherwise. */
export function HelpScreenLinks({
  screens,
  subject,
}: {
  screens: readonly RouteId[];
  subject: GuardSubject;
}) {
  return (
    <div className="help-section__screens">
      <Typography.Text type="secondary">Где найти: </Typography.Text>
      {screens.map((id, index) => {
        const route = routeById(id);
        const label = screenLabel(route);
        // A path with parameters needs a record: the section only names such a screen.
        const canOpen = !route.path.includes(':') && checkGuards(route.guards, subject) === null;
        return (
          <Fragment key={id}>
            {index > 0 && <Typography.Text type="secondary"> · </Typography.Text>}
            {canOpen ? (
              <Link to={route.path}>{label}</Link>
            ) : (
              <Typography.Text
                type="secondary"
                title="Экран недоступен вашей роли или открывается из карточки"
              >
                {label}
              </Typography.Text>
            )}
          </Fragment>
        );
      })}
    </div>
  );
}
