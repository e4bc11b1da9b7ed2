import { useParams } from 'react-router';
import { NoRightsResult } from '../../../shared/session/no-rights-result';
import { useSession } from '../../../shared/session/session-query';
import { OwnCompanyUserView } from '../components/own-company-user-view';

/** 'customer-user-view': a customer's user, seen by its colleagues (carriers have no call to read it). */
function CustomerUserViewPage() {
  const session = useSession();
  const params = useParams();
  if (!session) return null;
  if (session.ownerType !== 'customer' || session.ownerId !== Number(params.customerId)) {
    return <NoRightsResult />;
  }
  return <OwnCompanyUserView session={session} userId={Number(params.userId)} />;
}

export { CustomerUserViewPage as Component };
