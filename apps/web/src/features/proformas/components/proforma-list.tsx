import { type ReactNode, useMemo } from 'react';
import { ReportExportButton } from '../../../shared/export/report-export-button';
import { ListPage } from '../../../shared/list/list-page';
import { useListParams } from '../../../shared/list/use-list-params';
import { fetchProformaWorkbook, useProformaOwner, useProformas } from '../api/proformas';
import { ProformaTotalsRow, proformaColumns } from './proforma-columns';
import { ProformaFilterFields } from './proforma-filter-fields';
import { proformaFilterKeys, proformaFilterQuery } from './proforma-filters';
import { useLiveProformas } from './use-live-proformas';

/** Issue 23: a side's proformas with the filters in the URL, the totals row and the server's workbook. */
export function ProformaList({ actions }: { actions?: ReactNode }) {
  const { side, ownerId } = useProformaOwner();
  useLiveProformas();
  const list = useListParams(proformaFilterKeys(side));
  const filter = useMemo(() => proformaFilterQuery(side, list.filters), [side, list.filters]);
  const query = useProformas({ ...filter, page: list.page, limit: list.limit });
  const columns = useMemo(() => proformaColumns(side, ownerId), [side, ownerId]);
  return (
    <ListPage
      list={list}
      query={query}
      columns={columns}
      rowKey={(row) => row.id}
      actions={
        <>
          {actions}
          <ReportExportButton
            fileName="Проформы"
            fetchWorkbook={(owner, onProgress) => fetchProformaWorkbook(side, owner, filter, onProgress)}
          />
        </>
      }
      filters={<ProformaFilterFields side={side} filters={list.filters} setFilter={list.setFilter} />}
      emptyText="Проформ нет"
      summary={() => query.data && <ProformaTotalsRow data={query.data} />}
    />
  );
}
