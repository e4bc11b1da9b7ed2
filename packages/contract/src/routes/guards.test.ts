import { describe, expect, it } from 'vitest';
import type { GuardSubject } from './guards';
import { checkGuards } from './guards';

const subject = (overrides: Partial<GuardSubject> = {}): GuardSubject => ({
  isAuth: true,
  ownerType: 'customer',
  roles: ['ROLE_USER'],
  verified: true,
  ...overrides,
});

const customer = subject();
const contractor = subject({ ownerType: 'contractor' });
const unverifiedContractor = subject({ ownerType: 'contractor', verified: false });
const admin = subject({ roles: ['ROLE_USER', 'ROLE_ADMIN'] });
const manager = subject({ roles: ['ROLE_USER', 'ROLE_MANAGER'] });
const loggedOut = subject({ isAuth: false });

// SPEC 2: A logged in, V verified, C contractor only, K customer only, Adm admin, AM admin or manager.
describe('checkGuards', () => {
  it('passes a route without guards', () => {
    expect(checkGuards([], null)).toBeNull();
  });

  it('sends a logged-in user away from a guest page to the dashboard', () => {
    expect(checkGuards(['guest'], customer)).toBe('dashboard');
  });

  it('lets a guest see a guest page', () => {
    expect(checkGuards(['guest'], null)).toBeNull();
    expect(checkGuards(['guest'], loggedOut)).toBeNull();
  });

  it('sends a user without a session from an A page to login', () => {
    expect(checkGuards(['A'], null)).toBe('login');
    expect(checkGuards(['A'], loggedOut)).toBe('login');
    expect(checkGuards(['A'], customer)).toBeNull();
  });

  it('sends an unverified contractor from a V page to verification', () => {
    expect(checkGuards(['A', 'V'], unverifiedContractor)).toBe('verification');
    expect(checkGuards(['A', 'V'], contractor)).toBeNull();
  });

  it('sends a user without a session from any role guard to login', () => {
    for (const guard of ['V', 'C', 'K', 'Adm', 'AM'] as const) {
      expect(checkGuards([guard], null)).toBe('login');
      expect(checkGuards([guard], loggedOut)).toBe('login');
    }
  });

  it('sends a customer from a contractor-only (C) page home', () => {
    expect(checkGuards(['A', 'C'], customer)).toBe('home');
    expect(checkGuards(['A', 'C'], contractor)).toBeNull();
  });

  it('sends a contractor from a customer-only (K) page home', () => {
    expect(checkGuards(['A', 'K'], contractor)).toBe('home');
    expect(checkGuards(['A', 'K'], customer)).toBeNull();
  });

  it('sends a non-admin from an Adm page home', () => {
    expect(checkGuards(['A', 'Adm'], customer)).toBe('home');
    expect(checkGuards(['A', 'Adm'], manager)).toBe('home');
    expect(checkGuards(['A', 'Adm'], admin)).toBeNull();
  });

  it('lets an admin or a manager through an AM page and sends a plain user home', () => {
    expect(checkGuards(['A', 'AM'], customer)).toBe('home');
    expect(checkGuards(['A', 'AM'], manager)).toBeNull();
    expect(checkGuards(['A', 'AM'], admin)).toBeNull();
  });

  it('reports the first guard that fails', () => {
    // SPEC 2.1: /verification is A, C; an unverified contractor passes it, a customer goes home.
    expect(checkGuards(['A', 'C'], unverifiedContractor)).toBeNull();
    expect(checkGuards(['A', 'V', 'C'], unverifiedContractor)).toBe('verification');
    expect(checkGuards(['A', 'V', 'C', 'AM'], contractor)).toBe('home');
    expect(checkGuards(['A', 'V', 'C', 'AM'], null)).toBe('login');
  });
});
