import type { Session } from '@portal/contract/auth/auth.schemas';
import type { UserRow } from './auth.repository';

type Company = { id: number; name: string; inn: string; status: number; active: boolean };

// SPEC 3: customers are always treated as verified; a contractor is verified when its record is active.
export const presentSession = (user: UserRow, company: Company): Session => ({
  isAuth: true,
  id: user.id,
  username: user.username,
  fullname: user.fullname,
  roles: user.roles.length > 0 ? user.roles : ['ROLE_USER'],
  ownerType: user.ownerType,
  ownerId: user.ownerId,
  company: { id: company.id, name: company.name },
  INN: company.inn,
  verified: user.ownerType === 'customer' ? true : company.active,
  verificationStatus: company.status,
});
