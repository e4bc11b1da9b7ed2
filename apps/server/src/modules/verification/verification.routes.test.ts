import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../test/factories';
import { uploadFile } from '../../../test/file-fixtures';
import { expectProblem } from '../../../test/problem';
import { createTestApp, type TestApp } from '../../../test/test-app';
import {
  auditLog,
  contractors,
  contractorValidationDocuments,
  notifications,
  validationDocuments,
} from '../../db/schema/index';

let t: TestApp;
let documentTypes: Array<typeof validationDocuments.$inferSelect>;
beforeAll(async () => {
  t = await createTestApp();
  documentTypes = await t.app.ctx.db
    .select()
    .from(validationDocuments)
    .orderBy(asc(validationDocuments.sortPosition));
});
afterAll(() => t.close());

type Auth = Record<string, string>;
type Carrier = Awaited<ReturnType<typeof createSignedInUser>>;

const requiredTypes = () => documentTypes.filter((type) => type.required);
const optionalType = () => documentTypes.find((type) => !type.required)!;

const attach = (auth: Auth, validationDocumentId: number, fileGuid: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/contractor-validatation-documents',
    headers: auth,
    payload: { validationDocumentId, fileGuid },
  });

const detach = (auth: Auth, id: number | string) =>
  t.app.inject({ method: 'DELETE', url: `/api/contractor-validatation-documents/${id}`, headers: auth });

const sendForVerification = (auth: Auth, contractorId: number | string) =>
  t.app.inject({ method: 'PATCH', url: `/api/contractors/${contractorId}/status/2`, headers: auth });

const verificationState = (auth: Auth, contractorId: number | string) =>
  t.app.inject({ method: 'GET', url: `/api/contractors/${contractorId}/verification`, headers: auth });

/** Uploads a file and attaches it as the given document type; answers the attached document. */
const attachUploaded = async (carrier: Carrier, typeId: number) => {
  const file = await uploadFile(t.app, carrier.auth, 'document.png');
  const response = await attach(carrier.auth, typeId, file.guid);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; validationDocumentId: number; file: { guid: string } };
};

const attachAllRequired = async (carrier: Carrier) => {
  for (const type of requiredTypes()) await attachUploaded(carrier, type.id);
};

const contractorStatus = async (id: number) => {
  const [row] = await t.app.ctx.db
    .select({ status: contractors.status })
    .from(contractors)
    .where(eq(contractors.id, id));
  return row!.status;
};

const auditOf = (contractorId: number, action: string) =>
  t.app.ctx.db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entity, 'contractor'),
        eq(auditLog.entityId, String(contractorId)),
        eq(auditLog.action, action),
      ),
    );

const documentsOf = (contractorId: number) =>
  t.app.ctx.db
    .select()
    .from(contractorValidationDocuments)
    .where(eq(contractorValidationDocuments.contractorId, contractorId));

describe('GET /api/validation-documents', () => {
  it('lists the document types seeded by migration 0001 with their required flags', async () => {
    const { auth } = await createSignedInUser(t.app, 'contractor', ['ROLE_ADMIN'], 0);
    const response = await t.app.inject({ method: 'GET', url: '/api/validation-documents', headers: auth });
    expect(response.statusCode).toBe(200);
    const types = response.json() as Array<{ name: string; required: boolean; description: string }>;
    expect(types.map(({ name, required }) => [name, required])).toEqual([
      ['Свидетельство о государственной регистрации (ОГРН)', true],
      ['Свидетельство о постановке на учёт (ИНН)', true],
      ['Выписка из ЕГРЮЛ/ЕГРИП', true],
      ['Карточка предприятия', true],
      ['Устав', false],
      ['Приказ о назначении руководителя', false],
    ]);
    expect(types.every((type) => type.description.length > 0)).toBe(true);
  });

  it('is readable by customers too, and not without a token', async () => {
    const { auth } = await createSignedInUser(t.app, 'customer');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/validation-documents', headers: auth })).statusCode,
    ).toBe(200);
    expectProblem(await t.app.inject({ method: 'GET', url: '/api/validation-documents' }), 401);
  });
});

describe('GET /api/contractors/:contractorId/verification', () => {
  it('answers the own status, the document types and the attached documents', async () => {
    const carrier = await createSignedInUser(t.app, 'contractor', ['ROLE_USER'], 0);
    const attached = await attachUploaded(carrier, requiredTypes()[0]!.id);
    const response = await verificationState(carrier.auth, carrier.company.id);
    expect(response.statusCode).toBe(200);
    const state = response.json();
    expect(state).toMatchObject({ status: 0, statusLabel: 'Новый', rejectionReason: null });
    expect(state.documentTypes).toHaveLength(documentTypes.length);
    expect(state.documents).toEqual([
      {
        id: attached.id,
        validationDocumentId: requiredTypes()[0]!.id,
        file: expect.objectContaining({ guid: attached.file.guid, mimeType: 'image/png' }),
        createdAt: expect.any(String),
      },
    ]);
  });

  it("answers 404 for another contractor's id", async () => {
    const carrier = await createSignedInUser(t.app, 'contractor', ['ROLE_ADMIN'], 0);
    const other = await createSignedInUser(t.app, 'contractor', ['ROLE_ADMIN'], 0);
    expectProblem(await verificationState(carrier.auth, other.company.id), 404);
  });

  it('answers 404 to a customer, because the path belongs to contractors', async () => {
    const carrier = await createSignedInUser(t.app, 'contractor', ['ROLE_ADMIN'], 0);
    const customer = await createSignedInUser(t.app, 'customer', ['ROLE_ADMIN']);
    expectProblem(await verificationState(customer.auth, carrier.company.id), 404);
    // Even when the number happens to be the customer's own company id.
    expectProblem(await verificationState(customer.auth, customer.company.id), 404);
  });

  it('answers 404 for a non-numeric id and 401 without a token', async () => {
    const carrier = await createSignedInUser(t.app, 'contractor', ['ROLE_ADMIN'], 0);
    expectProblem(await verificationState(carrier.auth, 'mine'), 404);
    expectProblem(await verificationState({}, carrier.company.id), 401);
  });
});

describe('POST /api/contractor-validatation-documents', () => {
  it('attaches an uploaded file of the own company with 201 and writes an audit record', async () => {
    const carrier = await createSignedInUser(t.app, 'contractor', ['ROLE_ADMIN'], 0);
    const file = await uploadFile(t.app, carrier.auth, 'ustav.png');
    const response = await attach(carrier.auth, optionalType().id, file.guid);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      id: expect.any(Number),
      validationDocumentId: optionalType().id,
      file: { guid: file.guid, originalName: 'ustav.png' },
    });
    expect(await documentsOf(carrier.company.id)).toHaveLength(1);
    expect(await auditOf(carrier.company.id, 'attach-validation-document')).toHaveLength(1);
  });

  it("refuses another company's file with 422 and attaches nothing", async () => {
    const carrier = await createSignedInUser(t.app, 'contractor', ['ROLE_ADMIN'], 0);
    const other = await createSignedInUser(t.app, 'contractor', ['ROLE_ADMIN'], 0);
    const foreign = await uploadFile(t.app, other.auth);
    const problem = expectProblem(await attach(carrier.auth, requiredTypes()[0]!.id, foreign.guid), 422);
    expect(problem.errors).toEqual(['Файл: файл не найден среди загруженных вашей компанией']);
    expect(await documentsOf(carrier.company.id)).toEqual([]);
  });

  it('refuses an unknown file guid and an unknown document type with 422', async () => {
    const carrier = await createSignedInUser(t.app, 'contractor', ['ROLE_ADMIN'], 0);
    const file = await uploadFile(t.app, carrier.auth);
    const unknownFile = expectProblem(await attach(carrier.auth, requiredTypes()[0]!.id, randomUUID()), 422);
    expect(unknownFile.errors).toEqual(['Файл: файл не найден среди загруженных вашей компанией']);
    const unknownType = expectProblem(await attach(carrier.auth, 999_999, file.guid), 422);
    expect(unknownType.errors).toEqual(['Тип документа: такого типа документа нет']);
    expect(await documentsOf(carrier.company.id)).toEqual([]);
  });

  it('refuses a malformed body with one Russian entry per field', async () => {
    const carrier = await createSignedInUser(t.app, 'contractor', ['ROLE_ADMIN'], 0);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contractor-validatation-documents',
      headers: carrier.auth,
      payload: { validationDocumentId: 'first', fileGuid: 'not-a-uuid' },
    });
    expect(expectProblem(response, 422).errors).toEqual([
      'Тип документа: должно быть числом',
      'Файл: неверный формат',
    ]);
  });

  it('answers 403 to a customer and 401 without a token', async () => {
    const customer = await createSignedInUser(t.app, 'customer', ['ROLE_ADMIN']);
    const file = await uploadFile(t.app, customer.auth);
    expectProblem(await attach(customer.auth, requiredTypes()[0]!.id, file.guid), 403);
    expectProblem(await attach({}, requiredTypes()[0]!.id, file.guid), 401);
  });

  it('refuses to change documents while they are being checked (status 2) with 409', async () => {
    const carrier = await createSignedInUser(t.app, 'contractor', ['ROLE_ADMIN'], 0);
    await attachAllRequired(carrier);
    expect((await sendForVerification(carrier.auth, carrier.company.id)).statusCode).toBe(200);
    const [document] = await documentsOf(carrier.company.id);
    const file = await uploadFile(t.app, carrier.auth);

    const attachProblem = expectProblem(await attach(carrier.auth, optionalType().id, file.guid), 409);
    expect(attachProblem.message).toContain('уже отправлены на проверку');
    expectProblem(await detach(carrier.auth, document!.id), 409);
    expect(await documentsOf(carrier.company.id)).toHaveLength(requiredTypes().length);
  });

  it('refuses to change the documents of a verified contractor with 409', async () => {
    const carrier = await createSignedInUser(t.app, 'contractor', ['ROLE_ADMIN'], 1);
    const file = await uploadFile(t.app, carrier.auth);
    const problem = expectProblem(await attach(carrier.auth, optionalType().id, file.guid), 409);
    expect(problem.message).toContain('уже верифицирован');
    expect(await documentsOf(carrier.company.id)).toEqual([]);
  });
});

describe('DELETE /api/contractor-validatation-documents/:id', () => {
  it('removes an own document', async () => {
    const carrier = await createSignedInUser(t.app, 'contractor', ['ROLE_ADMIN'], 0);
    const attached = await attachUploaded(carrier, requiredTypes()[0]!.id);
    const response = await detach(carrier.auth, attached.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Документ удалён' });
    expect(await documentsOf(carrier.company.id)).toEqual([]);
  });

  it("answers 404 for another contractor's document and keeps it", async () => {
    const carrier = await createSignedInUser(t.app, 'contractor', ['ROLE_ADMIN'], 0);
    const other = await createSignedInUser(t.app, 'contractor', ['ROLE_ADMIN'], 0);
    const foreign = await attachUploaded(other, requiredTypes()[0]!.id);
    expect(expectProblem(await detach(carrier.auth, foreign.id), 404).message).toBe('Документ не найден');
    expect(await documentsOf(other.company.id)).toHaveLength(1);
  });

  it('answers 404 for a non-numeric id, 403 to a customer and 401 without a token', async () => {
    const carrier = await createSignedInUser(t.app, 'contractor', ['ROLE_ADMIN'], 0);
    const attached = await attachUploaded(carrier, requiredTypes()[0]!.id);
    const customer = await createSignedInUser(t.app, 'customer', ['ROLE_ADMIN']);
    expectProblem(await detach(carrier.auth, 'abc'), 404);
    expectProblem(await detach(customer.auth, attached.id), 403);
    expectProblem(await detach({}, attached.id), 401);
    expect(await documentsOf(carrier.company.id)).toHaveLength(1);
  });
});

describe('PATCH /api/contractors/:contractorId/status/2', () => {
  it('refuses with 422 naming each missing required document, and keeps status 0', async () => {
    const carrier = await createSignedInUser(t.app, 'contractor', ['ROLE_ADMIN'], 0);
    const problem = expectProblem(await sendForVerification(carrier.auth, carrier.company.id), 422);
    expect(problem.message).toBe('Загрузите все обязательные документы');
    expect(problem.errors).toEqual(requiredTypes().map((type) => `${type.name}: документ не загружен`));
    expect(await contractorStatus(carrier.company.id)).toBe(0);
    expect(await auditOf(carrier.company.id, 'send-for-verification')).toEqual([]);
  });

  it('names only the required documents still missing; optional ones never block', async () => {
    const carrier = await createSignedInUser(t.app, 'contractor', ['ROLE_ADMIN'], 0);
    const [first, second, ...rest] = requiredTypes();
    await attachUploaded(carrier, first!.id);
    await attachUploaded(carrier, second!.id);
    const problem = expectProblem(await sendForVerification(carrier.auth, carrier.company.id), 422);
    expect(problem.errors).toEqual(rest.map((type) => `${type.name}: документ не загружен`));
  });

  it('moves a new contractor with every required document to status 2 and writes an audit record', async () => {
    const carrier = await createSignedInUser(t.app, 'contractor', ['ROLE_ADMIN'], 0);
    await attachAllRequired(carrier);
    const response = await sendForVerification(carrier.auth, carrier.company.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 2, statusLabel: 'На проверке' });
    expect(response.json().documents).toHaveLength(requiredTypes().length);
    expect(await contractorStatus(carrier.company.id)).toBe(2);
    expect(await auditOf(carrier.company.id, 'send-for-verification')).toEqual([
      expect.objectContaining({ actorUserId: carrier.user.id, fromState: '0', toState: '2' }),
    ]);
  });

  it("tells every customer's admins, not their other users, that documents wait for a decision", async () => {
    const admin = await createSignedInUser(t.app, 'customer', ['ROLE_ADMIN']);
    const plainUser = await createSignedInUser(t.app, 'customer');
    const carrier = await createSignedInUser(t.app, 'contractor', ['ROLE_ADMIN'], 0);
    await attachAllRequired(carrier);
    expect((await sendForVerification(carrier.auth, carrier.company.id)).statusCode).toBe(200);
    const link = `/verification/contractor/${carrier.company.id}`;
    const toAdmin = await t.app.ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, admin.user.id), eq(notifications.link, link)));
    expect(toAdmin).toEqual([
      expect.objectContaining({
        type: 'contractor-sent-for-verification',
        text: `Перевозчик «${carrier.company.name}» (ИНН ${carrier.company.inn}) отправил документы на верификацию.`,
      }),
    ]);
    const toUser = await t.app.ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, plainUser.user.id));
    expect(toUser).toEqual([]);
  });

  it('refuses to send again while already on review with 409', async () => {
    const carrier = await createSignedInUser(t.app, 'contractor', ['ROLE_ADMIN'], 0);
    await attachAllRequired(carrier);
    expect((await sendForVerification(carrier.auth, carrier.company.id)).statusCode).toBe(200);
    const problem = expectProblem(await sendForVerification(carrier.auth, carrier.company.id), 409);
    expect(problem.message).toBe('Нельзя отправить на проверку в статусе «На проверке»');
    expect(await auditOf(carrier.company.id, 'send-for-verification')).toHaveLength(1);
  });

  it('lets a rejected contractor (status 3) send again', async () => {
    const carrier = await createSignedInUser(t.app, 'contractor', ['ROLE_ADMIN'], 3);
    await attachAllRequired(carrier);
    const response = await sendForVerification(carrier.auth, carrier.company.id);
    expect(response.statusCode).toBe(200);
    expect(await contractorStatus(carrier.company.id)).toBe(2);
    expect(await auditOf(carrier.company.id, 'send-for-verification')).toEqual([
      expect.objectContaining({ fromState: '3', toState: '2' }),
    ]);
  });

  it('refuses a verified contractor (status 1) with 409 and keeps its status', async () => {
    const carrier = await createSignedInUser(t.app, 'contractor', ['ROLE_ADMIN'], 1);
    const problem = expectProblem(await sendForVerification(carrier.auth, carrier.company.id), 409);
    expect(problem.message).toBe('Нельзя отправить на проверку в статусе «Верифицирован»');
    expect(await contractorStatus(carrier.company.id)).toBe(1);
  });

  it("answers 404 for another contractor's id and leaves that contractor alone", async () => {
    const carrier = await createSignedInUser(t.app, 'contractor', ['ROLE_ADMIN'], 0);
    const other = await createSignedInUser(t.app, 'contractor', ['ROLE_ADMIN'], 0);
    await attachAllRequired(other);
    expectProblem(await sendForVerification(carrier.auth, other.company.id), 404);
    expect(await contractorStatus(other.company.id)).toBe(0);
  });

  it('answers 404 to a customer and 401 without a token', async () => {
    const carrier = await createSignedInUser(t.app, 'contractor', ['ROLE_ADMIN'], 0);
    const customer = await createSignedInUser(t.app, 'customer', ['ROLE_ADMIN']);
    expectProblem(await sendForVerification(customer.auth, carrier.company.id), 404);
    expectProblem(await sendForVerification({}, carrier.company.id), 401);
    expect(await contractorStatus(carrier.company.id)).toBe(0);
  });
});
