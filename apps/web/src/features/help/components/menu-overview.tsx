import { Typography } from 'antd';
import { Fragment } from 'react';
import { Link } from 'react-router';
import type { MenuSection } from '../../../shared/navigation/menu-sections';

/** The side menu of this user, written out: each group with links to its screens. */
export function MenuOverview({ sections }: { sections: readonly MenuSection[] }) {
  return (
    <dl className="help-terms">
      {sections.map((section) => (
        <div key={section.group} className="help-terms__row">
          <dt>{section.label}</dt>
          <dd>
            {section.routes.map((route, index) => (
              <Fragment key={route.id}>
                {index > 0 && <Typography.Text type="secondary"> · </Typography.Text>}
                <Link to={route.path}>{route.title}</Link>
              </Fragment>
            ))}
          </dd>
        </div>
      ))}
    </dl>
  );
}
