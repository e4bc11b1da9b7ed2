import { Result } from 'antd';
import { LoginButton } from './login-button';

/** A link from an e-mail without its token (cut off by the mail client, or typed by hand). */
export function InvalidLinkResult() {
  return (
    <Result
      status="warning"
      title="Ссылка недействительна"
      subTitle="В ссылке нет кода подтверждения. Откройте ссылку из письма полностью или запросите новое письмо."
      extra={<LoginButton label="Ко входу" />}
    />
  );
}
