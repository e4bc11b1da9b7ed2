import { useQueryClient } from '@tanstack/react-query';
import { Button, Form } from 'antd';
// antd's Input carries TextArea, OTP and Search along; the login page needs only these two.
import Input from 'antd/es/input/Input';
import PasswordInput from 'antd/es/input/Password';
import { Link, useNavigate } from 'react-router';
import { setTokens } from '../../../shared/api/token-storage';
import { FORM_DEFAULTS } from '../../../shared/forms/form-defaults';
import { REQUIRED_MESSAGE } from '../../../shared/forms/form-messages';
import { SESSION_QUERY_KEY } from '../../../shared/session/session-query';
import { useToast } from '../../../shared/toast/use-toast';
import { NO_TOKEN_MESSAGE, useLoginMutation } from '../api/login';

type LoginValues = { username: string; password: string };

// The first screen most users see: only Form, Input and Button from antd, to keep its first load small.
function LoginPage() {
  const [form] = Form.useForm<LoginValues>();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const toast = useToast();
  const loginMutation = useLoginMutation();

  const handleFinish = async ({ username, password }: LoginValues) => {
    let tokens: Awaited<ReturnType<typeof loginMutation.mutateAsync>>;
    try {
      tokens = await loginMutation.mutateAsync({ username: username.trim(), password });
    } catch {
      // The API client has already shown the server's message.
      return;
    }
    if (!tokens?.token) {
      toast.error(NO_TOKEN_MESSAGE);
      return;
    }
    setTokens(tokens.token, tokens.refreshToken ?? '');
    queryClient.removeQueries({ queryKey: SESSION_QUERY_KEY });
    // SPEC 2.1: a successful login goes to /dashboard.
    await navigate('/dashboard', { replace: true });
  };

  return (
    <>
      <h1 className="bare-title">Вход в портал</h1>
      <Form<LoginValues>
        form={form}
        name="login"
        {...FORM_DEFAULTS}
        requiredMark={false}
        onFinish={handleFinish}
      >
        <Form.Item
          label="Электронная почта"
          name="username"
          // An e-mail has no spaces: pasted ones go at once, so the e-mail check does not trip on them.
          normalize={(value: string) => value.trim()}
          rules={[
            { required: true, whitespace: true, message: REQUIRED_MESSAGE },
            { type: 'email', message: 'Неверный адрес электронной почты' },
          ]}
        >
          <Input autoComplete="username" placeholder="name@company.ru" autoFocus />
        </Form.Item>
        <Form.Item label="Пароль" name="password" rules={[{ required: true, message: REQUIRED_MESSAGE }]}>
          <PasswordInput autoComplete="current-password" placeholder="Пароль" />
        </Form.Item>
        <div style={{ textAlign: 'right', margin: '-8px 0 16px' }}>
          <Link to="/forgot-password">Забыли пароль?</Link>
        </div>
        <Button type="primary" htmlType="submit" block size="large" loading={loginMutation.isPending}>
          Войти
        </Button>
      </Form>
      <p className="login-alternative">
        Впервые на портале? <Link to="/registration">Зарегистрироваться как перевозчик</Link>
      </p>
    </>
  );
}

export { LoginPage as Component };
