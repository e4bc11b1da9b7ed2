import { Button, Result } from 'antd';
import { Link, useLocation } from 'react-router';

const messageFromState = (state: unknown): string | undefined => {
  if (typeof state !== 'object' || state === null) return undefined;
  const { message } = state as { message?: unknown };
  return typeof message === 'string' ? message : undefined;
};

function RegistrationSuccessPage() {
  const serverMessage = messageFromState(useLocation().state);
  return (
    <Result
      status="success"
      title="Регистрация завершена"
      subTitle={
        <>
          {serverMessage && <p>{serverMessage}</p>}
          <p>
            Мы отправили письмо со ссылкой для активации учётной записи на указанный адрес электронной почты.
            Перейдите по ссылке из письма, затем войдите в портал и загрузите документы для верификации
            компании.
          </p>
          <p>Если письма нет во входящих, проверьте папку «Спам».</p>
        </>
      }
      extra={
        <Link to="/login">
          <Button type="primary">Ко входу</Button>
        </Link>
      }
    />
  );
}

export { RegistrationSuccessPage as Component };
