import { companyUserFieldSchemas } from '@portal/contract/company-users/company-users.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { directoryUsers } from '../db/schema/index';
import { seedDirectory } from './directory.seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('staff directory demo data', () => {
  it('adds the staff once, each one invitable as it stands (e-mail and phone pass the invite form)', async () => {
    expect(await seedDirectory(t.app.ctx)).toBe(true);
    expect(await seedDirectory(t.app.ctx)).toBe(false);
    const people = await t.app.ctx.db.select().from(directoryUsers);
    expect(people.length).toBeGreaterThanOrEqual(25);
    for (const person of people) {
      expect(companyUserFieldSchemas.username.safeParse(person.username).data).toBe(person.username);
      expect(companyUserFieldSchemas.phone.safeParse(person.phone).success).toBe(true);
      expect(person.department && person.position).toBeTruthy();
    }
  });
});
