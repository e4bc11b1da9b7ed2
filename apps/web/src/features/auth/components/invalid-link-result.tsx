import { Button, Result } from 'antd';
import { Link } from 'react-router';

/** A link from an e-mail without its token (cut off by the mail client, or typed by hand). */
export function InvalidLinkResult() {
  return (
    <Result
      status="warning"
      title="Ссылка недействительна"
      subTitle="В ссылке нет кода подтверждения. Откройте ссылку из письма полностью или запросите новое письмо."
      extra={
        <Link to="/login">
          <Button type="primary">Ко входу</Button>
        </Link>
      }
    />
  );
}
