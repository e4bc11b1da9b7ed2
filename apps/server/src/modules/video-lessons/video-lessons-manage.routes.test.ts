import { randomUUID } from 'node:crypto';
import { UPLOAD_MAX_BYTES } from '@portal/contract/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../test/factories';
import { fakeExe, tinyMp4, tinyPdf, tinyPng, uploadFile } from '../../../test/file-fixtures';
import { expectProblem } from '../../../test/problem';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { type Auth, lessonKit } from './video-lessons.fixtures';

let t: TestApp;
let kit: ReturnType<typeof lessonKit>;
let admin: Awaited<ReturnType<typeof createSignedInUser>>;
beforeAll(async () => {
  t = await createTestApp();
  kit = lessonKit(t);
  admin = await createSignedInUser(t.app, 'customer', ['ROLE_ADMIN']);
});
afterAll(() => t.close());

const URL = '/api/customers/video-lessons';
const post = (auth: Auth, payload: unknown) => kit.inject('POST', URL, auth, payload);
const put = (auth: Auth, id: number | string, payload: unknown) =>
  kit.inject('PUT', `${URL}/${id}`, auth, payload);
const publish = (auth: Auth, id: number | string, payload: unknown) =>
  kit.inject('PATCH', `${URL}/${id}/publish`, auth, payload);
const remove = (auth: Auth, id: number | string) => kit.inject('DELETE', `${URL}/${id}`, auth);

/** Runs a request that must be refused and proves it changed no lesson. */
const expectRefusedUnchanged = async (
  request: () => Promise<Parameters<typeof expectProblem>[0]>,
  status: number,
) => {
  const before = await kit.tableSizes();
  const problem = expectProblem(await request(), status);
  expect(await kit.tableSizes()).toEqual(before);
  return problem;
};

describe('POST /api/customers/video-lessons', () => {
  it('creates a lesson with 201, trims the name and fills the SPEC 5 defaults', async () => {
    const files = await kit.uploadLessonFiles(admin.auth);
    const body = kit.lessonBody(files, { name: '  Участие в тендере  ', description: undefined });
    delete (body as Partial<typeof body>).published;
    const response = await post(admin.auth, body);
    expect(response.statusCode, response.body).toBe(201);
    const lesson = response.json();
    expect(lesson).toMatchObject({
      name: 'Участие в тендере',
      description: '',
      sortPosition: 50,
      published: true,
      preview: { id: expect.any(Number), file: { guid: files.preview, mimeType: 'image/png' } },
      video: { id: expect.any(Number), file: { guid: files.video, mimeType: 'video/mp4' } },
      createdBy: admin.user.fullname,
      updatedBy: admin.user.fullname,
    });
    expect(await kit.auditActions(lesson.id)).toEqual(['create']);
  });

  it('answers 401 without a token and 403 to a contractor, a customer user and a manager', async () => {
    const files = await kit.uploadLessonFiles(admin.auth);
    await expectRefusedUnchanged(() => post({}, kit.lessonBody(files)), 401);
    for (const [side, role] of [
      ['contractor', 'ROLE_ADMIN'],
      ['customer', 'ROLE_USER'],
      ['customer', 'ROLE_MANAGER'],
    ] as const) {
      const caller = await createSignedInUser(t.app, side, [role]);
      const problem = await expectRefusedUnchanged(() => post(caller.auth, kit.lessonBody(files)), 403);
      expect(problem.message).toBe('У Вас нет прав для совершения данного действия');
    }
  });

  it('names every missing required field and stores nothing', async () => {
    const problem = await expectRefusedUnchanged(() => post(admin.auth, {}), 422);
    expect(problem.errors).toEqual([
      'Название: обязательное поле',
      'Позиция сортировки: обязательное поле',
      'Превью: обязательное поле',
      'Видео: обязательное поле',
    ]);
    const blank = await expectRefusedUnchanged(
      () => post(admin.auth, { name: '   ', sortPosition: 1, preview: { file: {} }, video: {} }),
      422,
    );
    expect(blank.errors).toEqual([
      'Название: обязательное поле',
      'Превью: обязательное поле',
      'Видео: обязательное поле',
    ]);
  });

  it('refuses a negative or too large sort position and a 10,000-character name', async () => {
    const files = await kit.uploadLessonFiles(admin.auth);
    const cases = [
      [{ sortPosition: -1 }, 'Позиция сортировки: не меньше 0'],
      [{ sortPosition: 100001 }, 'Позиция сортировки: не больше 100000'],
      [{ sortPosition: 1.5 }, 'Позиция сортировки: должно быть целым числом'],
      [{ name: 'Я'.repeat(10000) }, 'Название: не длиннее 255 символов'],
    ] as const;
    for (const [override, message] of cases) {
      const problem = await expectRefusedUnchanged(
        () => post(admin.auth, kit.lessonBody(files, override)),
        422,
      );
      expect(problem.errors).toEqual([message]);
    }
  });

  it('refuses a PNG as the video and an MP4 or PDF as the preview', async () => {
    const files = await kit.uploadLessonFiles(admin.auth);
    const pdf = await uploadFile(t.app, admin.auth, 'договор.pdf', tinyPdf());
    const swapped = await expectRefusedUnchanged(
      () => post(admin.auth, kit.lessonBody({ preview: files.video, video: files.preview })),
      422,
    );
    expect(swapped.errors).toEqual([
      'Превью: допустимы файлы .jpg, .jpeg, .png',
      'Видео: допустим файл .mp4',
    ]);
    const asPreview = await expectRefusedUnchanged(
      () => post(admin.auth, kit.lessonBody({ ...files, preview: pdf.guid })),
      422,
    );
    expect(asPreview.errors).toEqual(['Превью: допустимы файлы .jpg, .jpeg, .png']);
  });

  it('refuses an unknown file and another company’s upload', async () => {
    const files = await kit.uploadLessonFiles(admin.auth);
    const otherCustomer = await createSignedInUser(t.app, 'customer', ['ROLE_ADMIN']);
    const foreign = await kit.uploadLessonFiles(otherCustomer.auth);
    const problem = await expectRefusedUnchanged(
      () => post(admin.auth, kit.lessonBody({ preview: randomUUID(), video: foreign.video })),
      422,
    );
    expect(problem.errors).toEqual(['Превью: файл не найден', 'Видео: файл не найден']);
    const malformed = await expectRefusedUnchanged(
      () => post(admin.auth, kit.lessonBody({ ...files, video: 'not-a-guid' })),
      422,
    );
    expect(malformed.errors).toEqual(['Видео: неверный формат']);
  });

  it('never gets a bad file in the first place: the upload refuses it', async () => {
    const upload = (base64file: string, originalName: string) =>
      kit.inject('POST', '/api/documents/upload', admin.auth, { base64file, originalName });
    const exe = expectProblem(await upload(fakeExe().toString('base64'), 'урок.mp4'), 422);
    expect(exe.errors?.[0]).toMatch(/^Файл: содержимое файла «урок\.mp4» не соответствует его расширению/);
    const pngAsMp4 = expectProblem(await upload(tinyPng().toString('base64'), 'урок.mp4'), 422);
    expect(pngAsMp4.errors?.[0]).toContain('не соответствует его расширению');
    const huge = Buffer.alloc(UPLOAD_MAX_BYTES + 1);
    tinyPng().copy(huge);
    const tooLarge = expectProblem(await upload(huge.toString('base64'), 'превью.png'), 413);
    expect(tooLarge.message).toBe('Размер файла не должен превышать 15MB');
    const notBase64 = expectProblem(await upload('@@@ не base64 @@@', 'урок.mp4'), 422);
    expect(notBase64.errors).toEqual(['Файл: содержимое не является корректной строкой base64']);
    expect((await upload(tinyMp4().toString('base64'), 'урок.mp4')).statusCode).toBe(201);
  });
});

describe('PUT /api/customers/video-lessons/:id', () => {
  it('changes every field and file; another customer’s admin may edit and keep the attached files', async () => {
    const lesson = await kit.createLesson(admin.auth);
    const files = await kit.uploadLessonFiles(admin.auth);
    const edited = await put(
      admin.auth,
      lesson.id,
      kit.lessonBody(files, { name: 'Новое название', description: 'Новое описание', sortPosition: 7 }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      id: lesson.id,
      name: 'Новое название',
      description: 'Новое описание',
      sortPosition: 7,
      preview: { id: lesson.preview.id, file: { guid: files.preview } },
      video: { id: lesson.video.id, file: { guid: files.video } },
    });
    const other = await createSignedInUser(t.app, 'customer', ['ROLE_ADMIN']);
    const kept = await put(other.auth, lesson.id, kit.lessonBody(files, { published: false }));
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({ published: false, createdBy: admin.user.fullname });
    expect(kept.json().updatedBy).toBe(other.user.fullname);
    expect(await kit.auditActions(lesson.id)).toEqual(['create', 'update', 'update']);
  });

  it('refuses invalid input and files of another company, and leaves the lesson as it was', async () => {
    const lesson = await kit.createLesson(admin.auth);
    const before = await kit.lessonRow(lesson.id);
    const other = await createSignedInUser(t.app, 'customer', ['ROLE_ADMIN']);
    const foreign = await kit.uploadLessonFiles(other.auth);
    const own = { preview: lesson.preview.file.guid, video: lesson.video.file.guid };
    const cases = [
      [kit.lessonBody(own, { sortPosition: -5 }), ['Позиция сортировки: не меньше 0']],
      [kit.lessonBody(own, { name: '' }), ['Название: обязательное поле']],
      [kit.lessonBody({ ...own, video: foreign.video }), ['Видео: файл не найден']],
      [kit.lessonBody({ ...own, video: own.preview }), ['Видео: допустим файл .mp4']],
    ] as const;
    for (const [body, errors] of cases) {
      expect((await expectRefusedUnchanged(() => put(admin.auth, lesson.id, body), 422)).errors).toEqual(
        errors,
      );
    }
    expect(await kit.lessonRow(lesson.id)).toEqual(before);
  });

  it('answers 404 for an unknown, a malformed or a deleted lesson; 403 and 401 as for creating', async () => {
    const lesson = await kit.createLesson(admin.auth);
    const body = kit.lessonBody({ preview: lesson.preview.file.guid, video: lesson.video.file.guid });
    expect((await expectRefusedUnchanged(() => put(admin.auth, 999999, body), 404)).message).toBe(
      'Видеоурок не найден',
    );
    await expectRefusedUnchanged(() => put(admin.auth, 'abc', body), 404);
    const user = await createSignedInUser(t.app, 'customer', ['ROLE_USER']);
    await expectRefusedUnchanged(() => put(user.auth, lesson.id, body), 403);
    await expectRefusedUnchanged(() => put({}, lesson.id, body), 401);
    expect((await remove(admin.auth, lesson.id)).statusCode).toBe(200);
    await expectRefusedUnchanged(() => put(admin.auth, lesson.id, body), 404);
  });
});

describe('PATCH /api/customers/video-lessons/:id/publish', () => {
  it('unpublishes and publishes again, with an audit record for each switch', async () => {
    const lesson = await kit.createLesson(admin.auth);
    const off = await publish(admin.auth, lesson.id, { published: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ id: lesson.id, published: false });
    const again = await publish(admin.auth, lesson.id, { published: false });
    expect(again.json()).toMatchObject({ published: false });
    expect((await publish(admin.auth, lesson.id, { published: true })).json()).toMatchObject({
      published: true,
    });
    expect(await kit.auditActions(lesson.id)).toEqual(['create', 'unpublish', 'publish']);
  });

  it('lets a customer manager unpublish and publish (SPEC 2.3: the list’s actions, not Edit)', async () => {
    const lesson = await kit.createLesson(admin.auth);
    const manager = await createSignedInUser(t.app, 'customer', ['ROLE_MANAGER']);
    const off = await publish(manager.auth, lesson.id, { published: false });
    expect(off.statusCode, off.body).toBe(200);
    expect((await publish(manager.auth, lesson.id, { published: true })).json()).toMatchObject({
      published: true,
    });
    const files = await kit.uploadLessonFiles(admin.auth);
    await expectRefusedUnchanged(() => put(manager.auth, lesson.id, kit.lessonBody(files)), 403);
  });

  it('refuses a missing flag, a deleted lesson, a customer user, a contractor and no token', async () => {
    const lesson = await kit.createLesson(admin.auth);
    const missing = await expectRefusedUnchanged(() => publish(admin.auth, lesson.id, {}), 422);
    expect(missing.errors).toEqual(['Опубликован: обязательное поле']);
    const user = await createSignedInUser(t.app, 'customer', ['ROLE_USER']);
    const carrier = await createSignedInUser(t.app, 'contractor', ['ROLE_ADMIN']);
    await expectRefusedUnchanged(() => publish(user.auth, lesson.id, { published: false }), 403);
    await expectRefusedUnchanged(() => publish(carrier.auth, lesson.id, { published: false }), 403);
    await expectRefusedUnchanged(() => publish({}, lesson.id, { published: false }), 401);
    expect((await kit.lessonRow(lesson.id))?.published).toBe(true);
    await remove(admin.auth, lesson.id);
    const gone = await expectRefusedUnchanged(() => publish(admin.auth, lesson.id, { published: true }), 404);
    expect(gone.message).toBe('Видеоурок не найден');
  });
});

describe('DELETE /api/customers/video-lessons/:id', () => {
  it('deletes the lesson and its documents for real and answers the SPEC 8 message', async () => {
    const lesson = await kit.createLesson(admin.auth);
    const before = await kit.tableSizes();
    const response = await remove(admin.auth, lesson.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Видеоурок удален' });
    expect(await kit.tableSizes()).toEqual({ lessons: before.lessons - 1, documents: before.documents - 2 });
    expect(await kit.lessonRow(lesson.id)).toBeNull();
    expect(await kit.auditActions(lesson.id)).toEqual(['create', 'delete']);
    expectProblem(await kit.inject('GET', `${URL}/${lesson.id}`, admin.auth), 404);
    expect((await expectRefusedUnchanged(() => remove(admin.auth, lesson.id), 404)).message).toBe(
      'Видеоурок не найден',
    );
  });

  it('lets a customer manager delete a lesson', async () => {
    const lesson = await kit.createLesson(admin.auth);
    const manager = await createSignedInUser(t.app, 'customer', ['ROLE_MANAGER']);
    expect((await remove(manager.auth, lesson.id)).statusCode).toBe(200);
    expect(await kit.lessonRow(lesson.id)).toBeNull();
  });

  it('answers 403 to a customer user and a contractor and 401 without a token, deleting nothing', async () => {
    const lesson = await kit.createLesson(admin.auth);
    const user = await createSignedInUser(t.app, 'customer', ['ROLE_USER']);
    const carrier = await createSignedInUser(t.app, 'contractor', ['ROLE_ADMIN']);
    await expectRefusedUnchanged(() => remove(user.auth, lesson.id), 403);
    await expectRefusedUnchanged(() => remove(carrier.auth, lesson.id), 403);
    await expectRefusedUnchanged(() => remove({}, lesson.id), 401);
    expect(await kit.lessonRow(lesson.id)).not.toBeNull();
  });
});
