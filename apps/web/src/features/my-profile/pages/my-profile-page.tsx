import { Flex } from 'antd';
import { useSession } from '../../../shared/session/session-query';
import { useUserAccount } from '../api/user-account';
import { DeleteAccountCard } from '../components/delete-account-card';
import { PasswordForm } from '../components/password-form';
import { ProfileForm } from '../components/profile-form';

function MyProfilePage() {
  const session = useSession();
  const account = useUserAccount(session?.id);
  if (!session) return null;
  return (
    <Flex vertical gap={24}>
      <ProfileForm session={session} account={account.data} />
      <PasswordForm userId={session.id} />
      <DeleteAccountCard userId={session.id} />
    </Flex>
  );
}

export { MyProfilePage as Component };
