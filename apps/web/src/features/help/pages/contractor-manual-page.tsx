import { useSession } from '../../../shared/session/session-query';
import { HelpArticle } from '../components/help-article';
import { CONTRACTOR_MANUAL, CONTRACTOR_MANUAL_INTRO } from '../content/contractor-manual';

function ContractorManualPage() {
  const session = useSession();
  if (!session) return null;
  return <HelpArticle intro={CONTRACTOR_MANUAL_INTRO} sections={CONTRACTOR_MANUAL} subject={session} />;
}

export { ContractorManualPage as Component };
