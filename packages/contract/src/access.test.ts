import { describe, expect, it } from 'vitest';
import type { Access, Principal } from './access';
import { accessRule } from './access';

const customerUser: Principal = { ownerType: 'customer', roles: ['ROLE_USER'] };
const customerManager: Principal = { ownerType: 'customer', roles: ['ROLE_USER', 'ROLE_MANAGER'] };
const customerAdmin: Principal = { ownerType: 'customer', roles: ['ROLE_USER', 'ROLE_ADMIN'] };
const contractorUser: Principal = { ownerType: 'contractor', roles: ['ROLE_USER'] };
const contractorManager: Principal = { ownerType: 'contractor', roles: ['ROLE_USER', 'ROLE_MANAGER'] };
const contractorAdmin: Principal = { ownerType: 'contractor', roles: ['ROLE_USER', 'ROLE_ADMIN'] };

const principals = {
  nobody: null,
  customerUser,
  customerManager,
  customerAdmin,
  contractorUser,
  contractorManager,
  contractorAdmin,
} as const;
type PrincipalName = keyof typeof principals;

const allowedFor = (access: Access): PrincipalName[] =>
  (Object.keys(principals) as PrincipalName[]).filter((name) => accessRule(access)(principals[name]));

describe('accessRule', () => {
  it('lets everyone, even without a session, through a public route', () => {
    expect(allowedFor('public')).toEqual(Object.keys(principals));
  });

  it('lets every logged-in user through an authenticated route and refuses no session', () => {
    expect(accessRule('authenticated')(null)).toBe(false);
    expect(allowedFor('authenticated')).toEqual([
      'customerUser',
      'customerManager',
      'customerAdmin',
      'contractorUser',
      'contractorManager',
      'contractorAdmin',
    ]);
  });

  it('lets only customers through a customer route', () => {
    expect(allowedFor('customer')).toEqual(['customerUser', 'customerManager', 'customerAdmin']);
  });

  it('lets only contractors through a contractor route', () => {
    expect(allowedFor('contractor')).toEqual(['contractorUser', 'contractorManager', 'contractorAdmin']);
  });

  it('lets only a contractor admin through contractor:admin', () => {
    expect(allowedFor('contractor:admin')).toEqual(['contractorAdmin']);
  });

  it('lets a customer admin or manager through customer:admin-or-manager', () => {
    expect(allowedFor('customer:admin-or-manager')).toEqual(['customerManager', 'customerAdmin']);
  });

  it('lets an admin of either side through admin', () => {
    expect(allowedFor('admin')).toEqual(['customerAdmin', 'contractorAdmin']);
  });

  it('lets an admin or manager of either side through admin-or-manager', () => {
    expect(allowedFor('admin-or-manager')).toEqual([
      'customerManager',
      'customerAdmin',
      'contractorManager',
      'contractorAdmin',
    ]);
  });

  it('refuses every protected access when there is no principal', () => {
    const protectedAccesses: Access[] = [
      'authenticated',
      'admin',
      'admin-or-manager',
      'customer',
      'contractor',
      'customer:admin',
      'contractor:admin',
      'customer:admin-or-manager',
      'contractor:admin-or-manager',
    ];
    for (const access of protectedAccesses) expect(accessRule(access)(null)).toBe(false);
  });
});
