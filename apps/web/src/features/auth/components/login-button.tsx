import { Button } from 'antd';
import { Link } from 'react-router';

/** The way out of every mailed-link page: back to the login form. */
export function LoginButton({ label = 'Войти' }: { label?: string }) {
  return (
    <Link to="/login">
      <Button type="primary">{label}</Button>
    </Link>
  );
}
