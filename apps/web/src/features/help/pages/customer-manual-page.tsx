import { useSession } from '../../../shared/session/session-query';
import { HelpArticle } from '../components/help-article';
import { CUSTOMER_MANUAL, CUSTOMER_MANUAL_INTRO } from '../content/customer-manual';

function CustomerManualPage() {
  const session = useSession();
  if (!session) return null;
  return <HelpArticle intro={CUSTOMER_MANUAL_INTRO} sections={CUSTOMER_MANUAL} subject={session} />;
}

export { CustomerManualPage as Component };
