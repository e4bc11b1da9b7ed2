import type { Module } from '../../core/module';
import { contractorProformaRoutes } from './contractor-proformas.routes';
import { customerProformaRoutes } from './customer-proformas.routes';
import { proformaFileRule } from './proforma-file-access';

/** Issue 23: proformas, the carriers' invoices for closed flights (DESIGN 12). */
export const proformasRoutes: Module = async (app, ctx) => {
  ctx.fileAccess.addRule(proformaFileRule(ctx.db));
  await contractorProformaRoutes(app, ctx);
  await customerProformaRoutes(app, ctx);
};
