import { PROFORMA_LIST_FILE_NAME } from '@portal/contract/proformas/proforma.columns';
import type { ProformaListFilters } from '@portal/contract/proformas/proformas.schemas';
import type { FastifyReply } from 'fastify';
import type { Principal } from '../../core/auth/principal';
import { sendWorkbook } from '../../core/export/report-workbook';
import { sendAttachment } from '../../core/export/send-attachment';
import { PDF_MIME_TYPE, proformaPdf } from './proforma.pdf';
import { EXPORT_LIMIT, proformaFileNames, proformaListWorkbook, proformaWorkbook } from './proforma.xlsx';
import { type ProformaContext, proformaOf } from './proforma-change';
import { listProformas } from './proforma-list';
import { proformaParties } from './proforma-requisites';

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

/** `GET .../pdf`: the printable invoice and act, with exactly the access of the JSON view of the same side. */
export const answerProformaPdf = async (
  ctx: ProformaContext,
  reply: FastifyReply,
  principal: Principal,
  proformaId: number,
) => {
  const proforma = await proformaOf(ctx, principal, proformaId);
  const pdf = await proformaPdf(proforma, await proformaParties(ctx.db, proforma), ctx.clock.now());
  const names = proformaFileNames(proforma);
  return sendAttachment(reply, pdf, {
    contentType: PDF_MIME_TYPE,
    extension: 'pdf',
    asciiName: names.ascii,
    name: names.name,
  });
};
