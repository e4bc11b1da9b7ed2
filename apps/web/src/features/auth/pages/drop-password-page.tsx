import { useSetDroppedPasswordMutation } from '../api/drop-set-password';
import { SetPasswordByLink } from '../components/set-password-by-link';

function DropPasswordPage() {
  return (
    <SetPasswordByLink
      formName="drop-password"
      title="Новый пароль"
      successTitle="Пароль изменён"
      mutation={useSetDroppedPasswordMutation()}
    />
  );
}

export { DropPasswordPage as Component };
