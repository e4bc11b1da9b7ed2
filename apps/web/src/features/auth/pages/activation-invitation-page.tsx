import { useActivateInvitationMutation } from '../api/activate-invitation';
import { SetPasswordByLink } from '../components/set-password-by-link';

function ActivationInvitationPage() {
  return (
    <SetPasswordByLink
      formName="activation-invitation"
      title="Активация по приглашению"
      intro="Вас пригласили в портал. Придумайте пароль, с которым будете входить."
      successTitle="Учётная запись активирована"
      mutation={useActivateInvitationMutation()}
    />
  );
}

export { ActivationInvitationPage as Component };
