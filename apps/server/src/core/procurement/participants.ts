import { PARTNER_STATUS } from '@portal/contract/contractors/partner-status';
import { and, eq, inArray } from 'drizzle-orm';
import {
  contractorListMembers,
  contractorLists,
  contractorPartners,
  contractors,
} from '../../db/schema/index';
import type { Db, Tx } from '../db/database';

// DESIGN 8: who may bid in a customer's auction or tender: a contractor list or chosen carriers, accredited
// partners of that customer (partner status 1) and verified platform-wide (contractor.active). Shared by auctions
// and tenders (issue 16).

export type ParticipantChoice = { contractorList?: number | undefined; contractors?: number[] | undefined };

export type ResolvedParticipants =
  | { kind: 'ok'; contractorListId: number | null; contractorIds: number[] }
  | { kind: 'list-not-found' }
  /** A list none of whose members may take part now. */
  | { kind: 'list-empty' }
  /** Chosen carriers that do not exist (unknown ids) or may not take part (named, for the 422 message). */
  | { kind: 'refused'; unknownIds: number[]; refusedNames: string[] };

/** Each carrier with its verification and its partner status with the customer. */
export const eligibility = async (db: Db | Tx, customerId: number, contractorIds: number[]) => {
  if (contractorIds.length === 0) return [];
  return db
    .select({
      id: contractors.id,
      name: contractors.name,
      active: contractors.active,
      partnerStatus: contractorPartners.status,
    })
    .from(contractors)
    .leftJoin(
      contractorPartners,
      and(eq(contractorPartners.contractorId, contractors.id), eq(contractorPartners.customerId, customerId)),
    )
    .where(inArray(contractors.id, contractorIds));
};

const byId = (a: number, b: number) => a - b;

/**
 * The carriers a choice names. Chosen carriers are each checked and refused by name. A list may hold members
 * blocked or unverified since they joined (decisions «Contractor lists»): they cannot bid anyway, so they are left
 * out, and only a list with nobody left to invite is refused.
 */
export const resolveParticipants = async (
  db: Db | Tx,
  customerId: number,
  choice: ParticipantChoice,
): Promise<ResolvedParticipants> => {
  if (choice.contractorList !== undefined) {
    const [list] = await db
      .select({ id: contractorLists.id })
      .from(contractorLists)
      .where(and(eq(contractorLists.id, choice.contractorList), eq(contractorLists.customerId, customerId)));
    if (!list) return { kind: 'list-not-found' };
    const members = await db
      .select({ id: contractorListMembers.contractorId })
      .from(contractorListMembers)
      .where(eq(contractorListMembers.listId, list.id));
    const rows = await eligibility(
      db,
      customerId,
      members.map((row) => row.id),
    );
    const contractorIds = rows.filter((row) => standingOf(row) === 'ok').map((row) => row.id);
    if (contractorIds.length === 0) return { kind: 'list-empty' };
    return { kind: 'ok', contractorListId: list.id, contractorIds: contractorIds.sort(byId) };
  }
  const unique = [...new Set(choice.contractors ?? [])];
  const rows = await eligibility(db, customerId, unique);
  const known = new Set(rows.map((row) => row.id));
  const unknownIds = unique.filter((id) => !known.has(id));
  const refused = rows.filter((row) => standingOf(row) !== 'ok');
  // Unknown ids are the customer's typing, named by id; a carrier that is not its partner is named too, since the
  // customer picked it from its own list (a stranger's name would only be an id it already typed).
  if (unknownIds.length || refused.length)
    return { kind: 'refused', unknownIds, refusedNames: refused.map((row) => row.name) };
  return { kind: 'ok', contractorListId: null, contractorIds: unique.sort(byId) };
};

export type ParticipantStanding = 'ok' | 'not-verified' | 'blocked' | 'not-partner';

/** Whether an invited carrier may act now: verification or accreditation may have been withdrawn since. */
export const participantStanding = async (
  db: Db | Tx,
  customerId: number,
  contractorId: number,
): Promise<ParticipantStanding> => {
  const [row] = await eligibility(db, customerId, [contractorId]);
  return standingOf(row);
};

/** The standing of each of these carriers (one read); an unknown id is not verified, as standingOf says. */
export const participantStandings = async (
  db: Db | Tx,
  customerId: number,
  contractorIds: number[],
): Promise<Map<number, ParticipantStanding>> => {
  const rows = await eligibility(db, customerId, [...new Set(contractorIds)]);
  const byContractor = new Map(rows.map((row) => [row.id, row]));
  return new Map(contractorIds.map((id) => [id, standingOf(byContractor.get(id))]));
};

/** The standing from the carrier's verification and its partner status with the customer (none read: unknown). */
export const standingOf = (
  row: { active: boolean | null; partnerStatus: number | null } | undefined,
): ParticipantStanding => {
  if (!row?.active) return 'not-verified';
  if (row.partnerStatus === PARTNER_STATUS.blocked) return 'blocked';
  if (row.partnerStatus !== PARTNER_STATUS.accredited) return 'not-partner';
  return 'ok';
};
