import { isAdmin } from '@portal/contract/roles';
import type { Db } from '../../core/db/database';
import type { FileReadRule } from '../../core/files/file-access';
import { isPartnerCarrier } from '../contractors/contractor-partners.repository';
import { findDocumentOwnersOfFile } from './verification.repository';

/**
 * Issue 21: a carrier's verification documents are read by the admins of every customer, who decide verification
 * platform-wide (DESIGN 1), and by the staff of its partners.
 */
export const verificationFileRule =
  (db: Db): FileReadRule =>
  async (principal, file) => {
    if (principal.ownerType !== 'customer') return false;
    const carrierIds = await findDocumentOwnersOfFile(db, file.id);
    if (carrierIds.length === 0) return false;
    if (isAdmin(principal.roles)) return true;
    for (const carrierId of carrierIds)
      if (await isPartnerCarrier(db, principal.ownerId, carrierId)) return true;
    return false;
  };
