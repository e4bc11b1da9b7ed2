import { Button, Result } from 'antd';
import { Link } from 'react-router';

/** The portal's not-found page: an unknown address, or a record the user may not see (never revealed as such). */
export function NotFoundResult() {
  return (
    <Result
      status="404"
      title="404"
      subTitle="Страница не найдена"
      extra={
        <Link to="/">
          <Button type="primary">На главную</Button>
        </Link>
      }
    />
  );
}
