import type { OwnerType, Role } from '../roles';
import { isAdmin, isAdminOrManager } from '../roles';

// SPEC 2: A logged in, V verified, C contractor only, K customer only, Adm admin, AM admin or manager.
export type Guard = 'guest' | 'A' | 'V' | 'C' | 'K' | 'Adm' | 'AM';

export type GuardSubject = {
  isAuth: boolean;
  ownerType: OwnerType;
  roles: readonly Role[];
  verified: boolean;
};

/** Where a failed guard sends the user (SPEC 2.1). `null` means the guard passes. */
export type GuardOutcome = null | 'login' | 'home' | 'dashboard' | 'verification';

export const checkGuards = (guards: readonly Guard[], subject: GuardSubject | null): GuardOutcome => {
  for (const guard of guards) {
    const outcome = checkGuard(guard, subject);
    if (outcome) return outcome;
  }
  return null;
};

const checkGuard = (guard: Guard, subject: GuardSubject | null): GuardOutcome => {
  switch (guard) {
    case 'guest':
      return subject?.isAuth ? 'dashboard' : null;
    case 'A':
      return subject?.isAuth ? null : 'login';
    case 'V':
      if (!subject?.isAuth) return 'login';
      // SPEC 2.1: unverified contractors are sent to /verification.
      return subject.verified ? null : 'verification';
    case 'C':
      if (!subject?.isAuth) return 'login';
      return subject.ownerType === 'contractor' ? null : 'home';
    case 'K':
      if (!subject?.isAuth) return 'login';
      return subject.ownerType === 'customer' ? null : 'home';
    case 'Adm':
      if (!subject?.isAuth) return 'login';
      return isAdmin(subject.roles) ? null : 'home';
    case 'AM':
      if (!subject?.isAuth) return 'login';
      return isAdminOrManager(subject.roles) ? null : 'home';
  }
};
