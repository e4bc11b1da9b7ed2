import { Button, Result } from 'antd';
import { Link } from 'react-router';
import { NO_RIGHTS_MESSAGE } from '../api/error-reaction';

/** What a user sees on a screen their role may not use (the server refuses the calls anyway). */
export function NoRightsResult({ backTo = '/dashboard' }: { backTo?: string }) {
  return (
    <Result
      status="403"
      title="Нет доступа"
      subTitle={NO_RIGHTS_MESSAGE}
      extra={
        <Link to={backTo}>
          <Button type="primary">Вернуться</Button>
        </Link>
      }
    />
  );
}
