import { PROFORMA_STATUS } from '@portal/contract/proformas/proforma-status';
import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/database';
import type { FileReadRule } from '../../core/files/file-access';
import { proformaLines, proformas } from '../../db/schema/index';

/** A customer reads the documents and the extras' files of the carriers' proformas it may see (not drafts). */
export const proformaFileRule =
  (db: Db): FileReadRule =>
  async (principal, file) => {
    if (principal.ownerType !== 'customer' || file.ownerType !== 'contractor') return false;
    const [row] = await db
      .select({ id: proformas.id })
      .from(proformas)
      .where(
        and(
          eq(proformas.customerId, principal.ownerId),
          eq(proformas.contractorId, file.ownerId),
          ne(proformas.status, PROFORMA_STATUS.draft),
          isNull(proformas.deletedAt),
          or(
            eq(proformas.updFileId, file.id),
            eq(proformas.actFileId, file.id),
            eq(proformas.invoiceFileId, file.id),
            sql`exists (select 1 from ${proformaLines} where ${proformaLines.proformaId} = ${proformas.id} and ${proformaLines.fileId} = ${file.id})`,
          ),
        ),
      )
      .limit(1);
    return row !== undefined;
  };
