import { useParams } from 'react-router';
import { RecordQueryState } from '../../../shared/components/record-query-state';
import { routePath } from '../../../shared/navigation/route-path';
import { useProforma, useProformaOwner } from '../api/proformas';
import { ProformaView } from '../components/proforma-view';
import { useLiveProformas } from '../components/use-live-proformas';

/** SPEC 2.2 contractors/id{contractorId}/proforma/id{proformaId} and customers/id{customerId}/proforma/id{proformaId}. */
function ProformaViewPage() {
  useLiveProformas();
  const { side } = useProformaOwner();
  const query = useProforma(Number(useParams().proformaId));
  return (
    <RecordQueryState
      query={query}
      notFoundTitle="Проформа не найдена"
      backTo={routePath(side === 'contractor' ? 'proforma-contractor' : 'proforma-customer')}
      backText="К проформам"
    >
      {(proforma) => <ProformaView proforma={proforma} />}
    </RecordQueryState>
  );
}

export { ProformaViewPage as Component };
