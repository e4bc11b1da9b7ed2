import { useParams } from 'react-router';
import { useSession } from '../../../shared/session/session-query';
import { CarrierUserView } from '../components/carrier-user-view';

/**
 * 'contractor-user-edit' (contractor-users/:userId, guards Adm and K as SPEC 2.2 writes them): a customer admin
 * opens a carrier's user from the carrier card and reads it; the carrier's own admin edits on the view screen.
 */
function ContractorUserEditPage() {
  const session = useSession();
  const userId = Number(useParams().userId);
  return session ? <CarrierUserView customerId={session.ownerId} userId={userId} /> : null;
}

export { ContractorUserEditPage as Component };
