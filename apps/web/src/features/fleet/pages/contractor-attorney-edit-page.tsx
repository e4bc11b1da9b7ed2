import { useSession } from '../../../shared/session/session-query';
import { Component as AttorneyEditPage } from './attorney-edit-page';
import { Component as AttorneyViewPage } from './attorney-view-page';

/**
 * SPEC 2.2 contractors/id/attorney/id/edit (A, V, Adm): the carrier's admin edits its power of attorney with the
 * carrier's form; a customer's admin only reads it, since the power of attorney is the carrier's document.
 */
function ContractorAttorneyEditPage() {
  const session = useSession();
  return session?.ownerType === 'contractor' ? <AttorneyEditPage /> : <AttorneyViewPage />;
}

export { ContractorAttorneyEditPage as Component };
