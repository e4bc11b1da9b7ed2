import type { Session } from '@portal/contract/auth/auth.schemas';
import { useParams, useSearchParams } from 'react-router';
import { NoRightsResult } from '../../../shared/session/no-rights-result';
import { useSession } from '../../../shared/session/session-query';
import { CarrierUserView } from '../components/carrier-user-view';
import { CompanyUserEditForm } from '../components/company-user-edit-form';
import { companyUserSideOf, EDIT_MODE, EDIT_MODE_PARAM } from '../components/company-user-side';
import { OwnCompanyUserView } from '../components/own-company-user-view';

function ContractorUserView({
  session,
  contractorId,
  userId,
}: {
  session: Session;
  contractorId: number;
  userId: number;
}) {
  const [searchParams] = useSearchParams();
  if (session.ownerType === 'customer') {
    return <CarrierUserView customerId={session.ownerId} userId={userId} contractorId={contractorId} />;
  }
  if (session.ownerId !== contractorId) return <NoRightsResult />;
  const side = companyUserSideOf(session);
  // The carrier's admin edits here: SPEC 2.2 gives contractor-users/:userId to customer admins.
  if (side.canManage && searchParams.get(EDIT_MODE_PARAM) === EDIT_MODE) {
    return <CompanyUserEditForm side={side} userId={userId} backTo={side.viewPath(userId)} />;
  }
  return <OwnCompanyUserView session={session} userId={userId} />;
}

/** 'contractor-user-view': a carrier's user; its colleagues see it, its admins edit it, customers read it. */
function ContractorUserViewPage() {
  const session = useSession();
  const params = useParams();
  return session ? (
    <ContractorUserView
      session={session}
      contractorId={Number(params.contractorId)}
      userId={Number(params.userId)}
    />
  ) : null;
}

export { ContractorUserViewPage as Component };
