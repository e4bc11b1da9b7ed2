import { beforeAll, describe, expect, it } from 'vitest';
import { expectRussianMessages } from '../testing/russian-messages';
import { installRussianErrors } from '../validation/ru-errors';
import {
  type CarrierUser,
  COMPANY_USER_CONFIRMATIONS,
  COMPANY_USER_MESSAGES,
  carrierUserSchema,
  companyUserFieldSchemas,
  companyUserListQuerySchema,
  editCompanyUserBodySchema,
  inviteCompanyUserBodySchema,
} from './company-users.schemas';

const invite = {
  username: 'petrov@example.ru',
  fullname: 'Петров Пётр',
  roles: ['ROLE_USER', 'ROLE_MANAGER'],
};

describe('inviteCompanyUserBodySchema', () => {
  it('takes an e-mail, a name, an optional phone and the roles', () => {
    expect(inviteCompanyUserBodySchema.parse(invite)).toEqual(invite);
    expect(inviteCompanyUserBodySchema.parse({ ...invite, phone: null }).phone).toBeNull();
  });

  it('needs at least one role, each once', () => {
    expect(inviteCompanyUserBodySchema.safeParse({ ...invite, roles: [] }).success).toBe(false);
    expect(
      inviteCompanyUserBodySchema.safeParse({ ...invite, roles: ['ROLE_USER', 'ROLE_USER'] }).error?.issues[0]
        ?.message,
    ).toBe('роли не должны повторяться');
  });

  it('takes a trimmed name of 1 to 255 characters', () => {
    expect(inviteCompanyUserBodySchema.parse({ ...invite, fullname: ' Петров ' }).fullname).toBe('Петров');
    expect(inviteCompanyUserBodySchema.safeParse({ ...invite, fullname: ' ' }).success).toBe(false);
    expect(inviteCompanyUserBodySchema.safeParse({ ...invite, fullname: 'я'.repeat(255) }).success).toBe(
      true,
    );
    expect(inviteCompanyUserBodySchema.safeParse({ ...invite, fullname: 'я'.repeat(256) }).success).toBe(
      false,
    );
  });
});

describe('editCompanyUserBodySchema', () => {
  it('changes the name, the phone and the roles, not the e-mail', () => {
    const edit = { fullname: 'Петров', phone: '+7 912 345-67-89', roles: ['ROLE_ADMIN'] };
    expect(editCompanyUserBodySchema.parse({ ...edit, username: 'other@example.ru' })).toEqual(edit);
    expect(editCompanyUserBodySchema.safeParse({ ...edit, roles: [] }).success).toBe(false);
  });
});

describe('companyUserFieldSchemas', () => {
  beforeAll(() => {
    installRussianErrors();
  });

  it('requires the e-mail before checking it', () => {
    expect(companyUserFieldSchemas.username.safeParse(' ').error?.issues[0]?.message).toBe(
      'обязательное поле',
    );
    expect(companyUserFieldSchemas.username.parse(' Petrov@Example.RU ')).toBe('petrov@example.ru');
    expect(companyUserFieldSchemas.fullname.safeParse('').success).toBe(false);
  });

  it('takes an empty phone as none and checks any other', () => {
    expect(companyUserFieldSchemas.phone.safeParse('  ').success).toBe(true);
    expect(companyUserFieldSchemas.phone.safeParse('+7 912 345-67-89').success).toBe(true);
    expect(
      companyUserFieldSchemas.phone.safeParse('нет').error?.issues.map((issue) => issue.message),
    ).toEqual(['неверный номер телефона']);
  });
});

describe('the company user list and answers', () => {
  it('searches by a trimmed text of up to 255 characters', () => {
    expect(companyUserListQuerySchema.parse({ query: ' Петров ' })).toEqual({
      page: 1,
      limit: 100,
      query: 'Петров',
    });
    expect(companyUserListQuerySchema.safeParse({ query: 'я'.repeat(256) }).success).toBe(false);
  });

  it("passes a carrier's user through with its carrier", () => {
    const user: CarrierUser = {
      id: 5,
      username: 'ivanov@example.ru',
      fullname: 'Иванов',
      phone: null,
      roles: ['ROLE_USER'],
      ownerType: 'contractor',
      ownerId: 4,
      blocked: false,
      active: true,
      createdAt: '2025-03-12T10:00:00.000Z',
      contractor: { id: 4, name: 'ООО «Альфа»' },
    };
    expect(carrierUserSchema.parse(user)).toEqual(user);
  });

  it('speak Russian, naming the user', () => {
    expectRussianMessages(COMPANY_USER_MESSAGES);
    expectRussianMessages(COMPANY_USER_CONFIRMATIONS);
  });
});
