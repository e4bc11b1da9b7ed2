import { PROFORMA_LIST_FILE_NAME } from '@portal/contract/proformas/proforma.columns';
import type { ProformaListFilters } from '@portal/contract/proformas/proformas.schemas';
import type { FastifyReply } from 'fastify';
import type { Principal } from '../../core/auth/principal';
import { sendWorkbook } from '../../core/export/report-workbook';
import { EXPORT_LIMIT, proformaFileNames, proformaListWorkbook, proformaWorkbook } from './proforma.xlsx';
import { type ProformaContext, proformaOf } from './proforma-change';
import { listProformas } from './proforma-list';

type Format = 'json' | 'xlsx' | undefined;

/** A side's list: the page as JSON, or (`?format=xlsx`) every proforma the filters select as a workbook. */
export const answerProformaList = async (
  ctx: ProformaContext,
  reply: FastifyReply,
  side: Parameters<typeof listProformas>[1],
  query: ProformaListFilters,
  format: Format,
) => {
  if (format !== 'xlsx') return listProformas(ctx.db, side, query, ctx.clock.now());
  const all = await listProformas(ctx.db, side, { ...query, page: 1, limit: EXPORT_LIMIT }, ctx.clock.now());
  return sendWorkbook(reply, await proformaListWorkbook(all), 'proformas', PROFORMA_LIST_FILE_NAME);
};

/** One proforma as JSON, or (`?format=xlsx`) its lines as a workbook. */
export const answerProforma = async (
  ctx: ProformaContext,
  reply: FastifyReply,
  principal: Principal,
  proformaId: number,
  format: Format,
) => {
  const proforma = await proformaOf(ctx, principal, proformaId);
  if (format !== 'xlsx') return proforma;
  const names = proformaFileNames(proforma);
  return sendWorkbook(reply, await proformaWorkbook(proforma), names.ascii, names.name);
};
