import { randomUUID } from 'node:crypto';
import type { ExampleDocumentSet } from '@portal/contract/example-documents/example-documents.schemas';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, createUser, login } from '../../../test/factories';
import { tinyPdf, tinyPng, uploadFile } from '../../../test/file-fixtures';
import { expectProblem } from '../../../test/problem';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auditLog, customers, exampleDocuments, files } from '../../db/schema/index';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Auth = Record<string, string>;
type Customer = Awaited<ReturnType<typeof createSignedInUser>>;

const url = (customerId: number | string) => `/api/customers/${customerId}/example_documents`;
const getSet = (auth: Auth, customerId: number | string) =>
  t.app.inject({ method: 'GET', url: url(customerId), headers: auth });
const putSet = (auth: Auth, customerId: number | string, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: url(customerId), headers: auth, payload: payload as object });

const uploadPdf = async (auth: Auth, name = 'образец.pdf') =>
  (await uploadFile(t.app, auth, name, tinyPdf())).guid;
const entry = (name: string, guid: string) => ({ name, file: { guid } });

const rowsOf = (customerId: number) =>
  t.app.ctx.db.select().from(exampleDocuments).where(eq(exampleDocuments.customerId, customerId));

const saveSet = async (admin: Customer, documents: Array<ReturnType<typeof entry>>) => {
  const response = await putSet(admin.auth, admin.company.id, { documents });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ExampleDocumentSet;
};

/** Another user of the same customer company. */
const signInColleague = async (of: Customer, role: 'ROLE_ADMIN' | 'ROLE_USER'): Promise<Auth> => {
  const user = await createUser(
    t.app.ctx.db,
    { ownerType: 'customer', ownerId: of.company.id },
    { roles: [role] },
  );
  return { authorization: `Bearer ${(await login(t.app, user.username)).token}` };
};

/** Runs a refused PUT and proves the customer's set did not change. */
const expectRefusedUnchanged = async (
  admin: Customer,
  request: () => ReturnType<typeof putSet>,
  status: number,
) => {
  const before = await rowsOf(admin.company.id);
  const problem = expectProblem(await request(), status);
  expect(await rowsOf(admin.company.id)).toEqual(before);
  return problem;
};

describe('GET and PUT /api/customers/:customerId/example_documents', () => {
  it('answers an empty set first, then the saved set in the order given', async () => {
    const admin = await createSignedInUser(t.app, 'customer', ['ROLE_ADMIN']);
    expect((await getSet(admin.auth, admin.company.id)).json()).toEqual({ documents: [] });
    const [contract, attorney] = [await uploadPdf(admin.auth, 'договор.pdf'), await uploadPdf(admin.auth)];
    const saved = await saveSet(admin, [
      entry('  Шаблон договора  ', contract),
      entry('Доверенность', attorney),
    ]);
    expect(saved.documents).toMatchObject([
      {
        name: 'Шаблон договора',
        file: { guid: contract, originalName: 'договор.pdf', mimeType: 'application/pdf' },
      },
      { name: 'Доверенность', file: { guid: attorney } },
    ]);
    const colleague = await signInColleague(admin, 'ROLE_USER');
    expect((await getSet(colleague, admin.company.id)).json()).toEqual(saved);
  });

  it('replaces the whole set: reorders, drops, keeps the date of an unchanged sample, writes an audit record', async () => {
    const admin = await createSignedInUser(t.app, 'customer', ['ROLE_ADMIN']);
    const [first, second, third] = [
      await uploadPdf(admin.auth),
      await uploadPdf(admin.auth),
      await uploadPdf(admin.auth),
    ];
    const before = await saveSet(admin, [
      entry('Первый', first),
      entry('Второй', second),
      entry('Третий', third),
    ]);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const after = await saveSet(admin, [entry('Третий', third), entry('Первый (новая редакция)', first)]);
    expect(after.documents.map((document) => document.name)).toEqual(['Третий', 'Первый (новая редакция)']);
    expect(after.documents[0]!.updatedAt).toBe(before.documents[2]!.updatedAt);
    expect(after.documents[1]!.updatedAt > before.documents[0]!.updatedAt).toBe(true);
    expect((await rowsOf(admin.company.id)).map((row) => row.position).sort()).toEqual([0, 1]);
    const audit = await t.app.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'example-documents'), eq(auditLog.entityId, String(admin.company.id))));
    expect(audit.map((row) => row.action)).toEqual(['replace', 'replace']);
    expect((await saveSet(admin, [])).documents).toEqual([]);
    expect(await rowsOf(admin.company.id)).toEqual([]);
  });

  it('keeps a file already in its set, whoever uploaded it', async () => {
    const admin = await createSignedInUser(t.app, 'customer', ['ROLE_ADMIN']);
    const other = await createSignedInUser(t.app, 'customer', ['ROLE_ADMIN']);
    const foreign = await uploadPdf(other.auth);
    const [file] = await t.app.ctx.db.select().from(files).where(eq(files.guid, foreign));
    await t.app.ctx.db
      .insert(exampleDocuments)
      .values({ customerId: admin.company.id, name: 'Перенесённый', fileId: file!.id, position: 0 });
    const colleague = await signInColleague(admin, 'ROLE_ADMIN');
    const response = await putSet(colleague, admin.company.id, {
      documents: [entry('Перенесённый', foreign)],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().documents).toMatchObject([{ name: 'Перенесённый', file: { guid: foreign } }]);
  });

  it('refuses invalid entries and files that are not the customer’s, changing nothing', async () => {
    const admin = await createSignedInUser(t.app, 'customer', ['ROLE_ADMIN']);
    const own = await uploadPdf(admin.auth);
    await saveSet(admin, [entry('Образец', own)]);
    const other = await createSignedInUser(t.app, 'customer', ['ROLE_ADMIN']);
    const foreign = await uploadPdf(other.auth);
    const carrier = await createSignedInUser(t.app, 'contractor', ['ROLE_ADMIN']);
    const carrierFile = await uploadPdf(carrier.auth);
    const cases: Array<[unknown, string[]]> = [
      [{}, ['Документы: обязательное поле']],
      [{ documents: [entry('', own)] }, ['Название: обязательное поле']],
      [{ documents: [{ name: 'Без файла' }] }, ['Документы: обязательное поле']],
      [{ documents: [entry('Н'.repeat(10000), own)] }, ['Название: не длиннее 255 символов']],
      [
        { documents: Array.from({ length: 21 }, () => entry('Образец', own)) },
        ['Документы: не больше 20 элементов'],
      ],
      [
        {
          documents: [entry('Чужой', foreign), entry('Перевозчика', carrierFile), entry('Нет', randomUUID())],
        },
        [
          'Документы: файл для «Чужой» не найден',
          'Документы: файл для «Перевозчика» не найден',
          'Документы: файл для «Нет» не найден',
        ],
      ],
    ];
    for (const [payload, errors] of cases) {
      const problem = await expectRefusedUnchanged(
        admin,
        () => putSet(admin.auth, admin.company.id, payload),
        422,
      );
      expect(problem.errors).toEqual(errors);
    }
  });

  it('is changed by admins only: 403 to a manager and a user, 401 without a token', async () => {
    const admin = await createSignedInUser(t.app, 'customer', ['ROLE_ADMIN']);
    for (const role of ['ROLE_MANAGER', 'ROLE_USER'] as const) {
      const caller = await createSignedInUser(t.app, 'customer', [role]);
      const guid = await uploadPdf(caller.auth);
      const problem = expectProblem(
        await putSet(caller.auth, caller.company.id, { documents: [entry('Образец', guid)] }),
        403,
      );
      expect(problem.message).toBe('У Вас нет прав для совершения данного действия');
      expect(await rowsOf(caller.company.id)).toEqual([]);
      expect((await getSet(caller.auth, caller.company.id)).statusCode).toBe(200);
    }
    await expectRefusedUnchanged(admin, () => putSet({}, admin.company.id, { documents: [] }), 401);
    expectProblem(await getSet({}, admin.company.id), 401);
  });

  it('answers 404 for another customer’s id, an unknown id and a contractor', async () => {
    const admin = await createSignedInUser(t.app, 'customer', ['ROLE_ADMIN']);
    const other = await createSignedInUser(t.app, 'customer', ['ROLE_ADMIN']);
    await saveSet(other, [entry('Образец', await uploadPdf(other.auth))]);
    expectProblem(await getSet(admin.auth, other.company.id), 404);
    await expectRefusedUnchanged(other, () => putSet(admin.auth, other.company.id, { documents: [] }), 404);
    expectProblem(await getSet(admin.auth, 999999), 404);
    const carrier = await createSignedInUser(t.app, 'contractor', ['ROLE_ADMIN']);
    expectProblem(await getSet(carrier.auth, other.company.id), 404);
  });
});

describe('GET /api/example_documents', () => {
  it('lists every customer with samples by name, each set in order, to carriers and customers', async () => {
    const [late, early] = [
      await createSignedInUser(t.app, 'customer', ['ROLE_ADMIN']),
      await createSignedInUser(t.app, 'customer', ['ROLE_ADMIN']),
    ];
    await t.app.ctx.db
      .update(customers)
      .set({ name: 'ООО «Яблоко»' })
      .where(eq(customers.id, late.company.id));
    await t.app.ctx.db
      .update(customers)
      .set({ name: 'АО «Арбуз»' })
      .where(eq(customers.id, early.company.id));
    await saveSet(late, [entry('Договор', await uploadPdf(late.auth))]);
    await saveSet(early, [
      entry('Реквизиты', await uploadPdf(early.auth)),
      entry('Договор', await uploadPdf(early.auth)),
    ]);
    const empty = await createSignedInUser(t.app, 'customer', ['ROLE_ADMIN']);
    const carrier = await createSignedInUser(t.app, 'contractor', ['ROLE_USER']);
    for (const auth of [carrier.auth, empty.auth]) {
      const response = await t.app.inject({ method: 'GET', url: '/api/example_documents', headers: auth });
      expect(response.statusCode).toBe(200);
      const groups = response.json() as Array<{
        customer: { id: number; name: string };
        documents: Array<{ name: string }>;
      }>;
      const names = groups.map((group) => group.customer.name);
      expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
      expect(groups.some((group) => group.customer.id === empty.company.id)).toBe(false);
      const mine = groups.filter((group) => [late.company.id, early.company.id].includes(group.customer.id));
      expect(
        mine.map((group) => [group.customer.name, group.documents.map((document) => document.name)]),
      ).toEqual([
        ['АО «Арбуз»', ['Реквизиты', 'Договор']],
        ['ООО «Яблоко»', ['Договор']],
      ]);
    }
    expectProblem(await t.app.inject({ method: 'GET', url: '/api/example_documents' }), 401);
  });

  it('lets any signed-in user download a sample’s file, and not once it leaves the set', async () => {
    const admin = await createSignedInUser(t.app, 'customer', ['ROLE_ADMIN']);
    const guid = await uploadPdf(admin.auth);
    const image = (await uploadFile(t.app, admin.auth, 'реквизиты.png', tinyPng())).guid;
    await saveSet(admin, [entry('Образец', guid), entry('Скан', image)]);
    const carrier = await createSignedInUser(t.app, 'contractor', ['ROLE_USER']);
    const otherCustomer = await createSignedInUser(t.app, 'customer', ['ROLE_USER']);
    for (const auth of [carrier.auth, otherCustomer.auth]) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/files/${guid}/download`,
        headers: auth,
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
    }
    await saveSet(admin, [entry('Скан', image)]);
    expectProblem(
      await t.app.inject({ method: 'GET', url: `/api/files/${guid}`, headers: carrier.auth }),
      404,
    );
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/files/${image}`, headers: carrier.auth })).statusCode,
    ).toBe(200);
  });
});
