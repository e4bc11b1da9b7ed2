import { ATTORNEY_FILE_SLOT_NAMES, ATTORNEY_MESSAGES } from '@portal/contract/fleet/attorneys.schemas';
import { Card } from 'antd';
import { useParams } from 'react-router';
import { RecordDescriptions } from '../../../shared/components/record-descriptions';
import { RecordQueryState } from '../../../shared/components/record-query-state';
import { routePath } from '../../../shared/navigation/route-path';
import { useSession } from '../../../shared/session/session-query';
import { useAttorney } from '../api/attorneys';
import { AttorneyStatusTag } from '../components/attorney-columns';
import { fromApiDate } from '../components/fleet-dates';
import { fileSlotItems } from '../components/fleet-files';

/**
 * SPEC 2.2 contractors/id/attorney/id (and its /edit for a customer, who changes nothing): a power of attorney
 * read-only, a partner carrier's on the customer's side and its own on the carrier's (the API decides by side).
 */
function AttorneyViewPage() {
  const session = useSession();
  const query = useAttorney(Number(useParams().attorneyId));
  const listPath = routePath(session?.ownerType === 'customer' ? 'attorneys-customer' : 'attorneys');
  return (
    <RecordQueryState
      query={query}
      notFoundTitle={ATTORNEY_MESSAGES.notFound}
      backTo={listPath}
      backText="К доверенностям"
    >
      {(attorney) => (
        <Card
          style={{ maxWidth: 960 }}
          title={`№ ${attorney.number}`}
          extra={<AttorneyStatusTag row={attorney} />}
        >
          <RecordDescriptions
            items={[
              { key: 'date', label: 'Дата', children: fromApiDate(attorney.date) },
              { key: 'contractor', label: 'Перевозчик', children: attorney.contractor.name },
              { key: 'driver', label: 'Водитель', children: attorney.driver.fullname },
              {
                key: 'period',
                label: 'Действует',
                children: `${fromApiDate(attorney.dateFrom)} — ${fromApiDate(attorney.dateTo)}`,
              },
              {
                key: 'signer',
                label: 'Подписант',
                children: [attorney.signer, attorney.signerPosition].filter(Boolean).join(', '),
              },
              { key: 'issuerInn', label: 'ИНН доверителя', children: attorney.issuerInn },
              { key: 'issuerOgrn', label: 'ОГРН доверителя', children: attorney.issuerOgrn ?? '—' },
              { key: 'powers', label: 'Полномочия', children: attorney.powers },
              ...fileSlotItems(ATTORNEY_FILE_SLOT_NAMES, attorney),
            ]}
          />
        </Card>
      )}
    </RecordQueryState>
  );
}

export { AttorneyViewPage as Component };
