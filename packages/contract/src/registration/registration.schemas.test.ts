import { beforeAll, describe, expect, it } from 'vitest';
import { installRussianErrors } from '../validation/ru-errors';
import {
  activationEmailBodySchema,
  activationInvitationBodySchema,
  dropPasswordMessageBodySchema,
  dropSetPasswordBodySchema,
  phoneSchema,
  registerContractorBodySchema,
} from './registration.schemas';

const validBody = {
  companyName: 'ООО «Быстрые перевозки»',
  inn: '7707083893',
  contactPerson: 'Иванов Иван Иванович',
  email: 'ivanov@example.ru',
  phone: '+7 (912) 345-67-89',
  password: 'надёжный-пароль',
};

const issuesOf = (input: unknown) => {
  const result = registerContractorBodySchema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => ({ path: issue.path, message: issue.message }));
};

describe('registerContractorBodySchema', () => {
  beforeAll(() => {
    installRussianErrors();
  });

  it('accepts a valid body', () => {
    expect(registerContractorBodySchema.parse(validBody)).toEqual(validBody);
  });

  it('accepts the 12-digit INN of an individual entrepreneur', () => {
    expect(issuesOf({ ...validBody, inn: '500100732259' })).toEqual([]);
  });

  it('trims the text fields', () => {
    const parsed = registerContractorBodySchema.parse({
      ...validBody,
      companyName: '  ООО «Быстрые перевозки»  ',
      inn: ' 7707083893 ',
      contactPerson: '\tИванов Иван Иванович ',
      phone: ' +7 (912) 345-67-89 ',
    });
    expect(parsed).toEqual(validBody);
  });

  it('lowercases and trims the e-mail', () => {
    expect(registerContractorBodySchema.parse({ ...validBody, email: '  Ivanov@Example.RU ' }).email).toBe(
      'ivanov@example.ru',
    );
  });

  it('rejects an INN with a wrong control digit with the Russian message', () => {
    expect(issuesOf({ ...validBody, inn: '7707083894' })).toEqual([
      { path: ['inn'], message: 'неверный ИНН: проверьте количество цифр и контрольную сумму' },
    ]);
  });

  it('rejects an INN of the wrong length or with letters', () => {
    for (const inn of ['770708389', '77070838930', '770708389A']) {
      expect(issuesOf({ ...validBody, inn })[0]?.path).toEqual(['inn']);
    }
  });

  it('rejects an invalid e-mail in Russian', () => {
    expect(issuesOf({ ...validBody, email: 'ivanov' })).toEqual([
      { path: ['email'], message: 'неверный адрес электронной почты' },
    ]);
  });

  it('rejects a password shorter than 8 characters in Russian', () => {
    expect(issuesOf({ ...validBody, password: 'short' })).toEqual([
      { path: ['password'], message: 'не короче 8 символов' },
    ]);
  });

  it('rejects a company name that is only spaces', () => {
    expect(issuesOf({ ...validBody, companyName: '   ' })).toEqual([
      { path: ['companyName'], message: 'обязательное поле' },
    ]);
  });

  it('rejects a phone number with letters', () => {
    expect(issuesOf({ ...validBody, phone: '+7 912 ABC-67-89' })).toEqual([
      { path: ['phone'], message: 'неверный номер телефона' },
    ]);
  });

  it('reports every missing field as required', () => {
    const issues = issuesOf({});
    expect(issues.map((issue) => issue.path[0])).toEqual([
      'companyName',
      'inn',
      'contactPerson',
      'email',
      'phone',
      'password',
    ]);
    for (const issue of issues) expect(issue.message).toBe('обязательное поле');
  });
});

describe('phoneSchema', () => {
  it('takes 10 to 20 digits, spaces, brackets and dashes, with an optional leading plus', () => {
    for (const phone of ['9123456789', '+7 (912) 345-67-89', '8 912 345 67 89', '1'.repeat(20)]) {
      expect(phoneSchema.safeParse(phone).success, phone).toBe(true);
    }
  });

  it('refuses a phone of the wrong length or with anything around it (the pattern is anchored)', () => {
    for (const phone of ['912345678', '1'.repeat(21), 'x9123456789', '9123456789x', '++79123456789']) {
      expect(phoneSchema.safeParse(phone).success, phone).toBe(false);
    }
  });
});

describe('the activation and password reset bodies', () => {
  const token = (value: string) => ({ token: value, password: 'надёжный-пароль' });

  it('take a trimmed token of 1 to 200 characters', () => {
    for (const schema of [
      activationEmailBodySchema,
      activationInvitationBodySchema,
      dropSetPasswordBodySchema,
    ]) {
      expect(schema.parse(token(' abc '))).toMatchObject({ token: 'abc' });
      expect(schema.safeParse(token('  ')).success).toBe(false);
      expect(schema.safeParse(token('t'.repeat(200))).success).toBe(true);
      expect(schema.safeParse(token('t'.repeat(201))).success).toBe(false);
    }
  });

  it('take the new password with the token', () => {
    expect(activationInvitationBodySchema.parse(token('abc'))).toEqual(token('abc'));
    expect(dropSetPasswordBodySchema.parse(token('abc'))).toEqual(token('abc'));
    expect(activationEmailBodySchema.parse(token('abc'))).toEqual({ token: 'abc' });
    expect(dropSetPasswordBodySchema.safeParse({ token: 'abc', password: 'short' }).success).toBe(false);
  });

  it('asks for a password reset by a lower-cased e-mail', () => {
    expect(dropPasswordMessageBodySchema.parse({ username: ' Ivanov@Example.RU ' })).toEqual({
      username: 'ivanov@example.ru',
    });
  });
});
