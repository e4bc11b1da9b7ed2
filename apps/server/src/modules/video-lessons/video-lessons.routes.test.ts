import { randomBytes } from 'node:crypto';
import type { VideoLesson } from '@portal/contract/video-lessons/video-lessons.schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../test/factories';
import { expectProblem } from '../../../test/problem';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { videoLessons } from '../../db/schema/index';
import { type Auth, lessonKit } from './video-lessons.fixtures';

let t: TestApp;
let kit: ReturnType<typeof lessonKit>;
let admin: Awaited<ReturnType<typeof createSignedInUser>>;
let carrier: Awaited<ReturnType<typeof createSignedInUser>>;
let customerUser: Awaited<ReturnType<typeof createSignedInUser>>;
beforeAll(async () => {
  t = await createTestApp();
  kit = lessonKit(t);
  admin = await createSignedInUser(t.app, 'customer', ['ROLE_ADMIN']);
  carrier = await createSignedInUser(t.app, 'contractor', ['ROLE_USER']);
  customerUser = await createSignedInUser(t.app, 'customer', ['ROLE_USER']);
});
afterAll(() => t.close());

type LessonPage = {
  items: VideoLesson[];
  totalCount: number;
  currentPageNumber: number;
  numItemsPerPage: number;
};

const get = (url: string, auth: Auth) => kit.inject('GET', url, auth);
const page = async (url: string, auth: Auth): Promise<LessonPage> => {
  const response = await get(url, auth);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as LessonPage;
};

/** Lessons named with a fresh tag, so a test sees its own among those of the other tests. */
const createTagged = async (specs: Array<{ name: string; sortPosition: number; published?: boolean }>) => {
  const tag = randomBytes(3).toString('hex');
  const lessons: VideoLesson[] = [];
  for (const spec of specs)
    lessons.push(await kit.createLesson(admin.auth, { ...spec, name: `${tag} ${spec.name}` }));
  return {
    tag,
    lessons,
    namesOf: (items: VideoLesson[]) =>
      items.filter((item) => item.name.startsWith(tag)).map((item) => item.name.slice(tag.length + 1)),
  };
};

describe('GET /api/video-lessons', () => {
  it('lists published lessons only, by sort position then name, to both sides', async () => {
    const { namesOf } = await createTagged([
      { name: 'Бета', sortPosition: 20 },
      { name: 'Альфа', sortPosition: 20 },
      { name: 'Черновик', sortPosition: 1, published: false },
      { name: 'Первый', sortPosition: 5 },
    ]);
    for (const auth of [carrier.auth, customerUser.auth]) {
      const { items } = await page('/api/video-lessons', auth);
      expect(namesOf(items)).toEqual(['Первый', 'Альфа', 'Бета']);
      expect(items.every((item) => item.published)).toBe(true);
    }
  });

  it('pages with page and limit and counts published lessons only', async () => {
    await createTagged([
      { name: 'А', sortPosition: 1 },
      { name: 'Б', sortPosition: 2 },
      { name: 'В', sortPosition: 3, published: false },
    ]);
    const published = (await t.app.ctx.db.select().from(videoLessons).where(eq(videoLessons.published, true)))
      .length;
    const all = await page('/api/video-lessons', carrier.auth);
    expect(all).toMatchObject({ totalCount: published, currentPageNumber: 1, numItemsPerPage: 100 });
    const second = await page('/api/video-lessons?page=2&limit=2', carrier.auth);
    expect(second).toMatchObject({ totalCount: published, currentPageNumber: 2, numItemsPerPage: 2 });
    expect(second.items.map((item) => item.id)).toEqual(all.items.slice(2, 4).map((item) => item.id));
    expect(expectProblem(await get('/api/video-lessons?limit=101', carrier.auth), 422).errors).toEqual([
      'Количество на странице: не больше 100',
    ]);
  });

  it('answers 401 without a token', async () => {
    expectProblem(await get('/api/video-lessons', {}), 401);
  });
});

describe('GET /api/contractors/video-lessons/:id', () => {
  it('shows a published lesson and hides an unpublished or unknown one (404)', async () => {
    const { lessons } = await createTagged([
      { name: 'Открытый', sortPosition: 1 },
      { name: 'Скрытый', sortPosition: 1, published: false },
    ]);
    const response = await get(`/api/contractors/video-lessons/${lessons[0]!.id}`, carrier.auth);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(lessons[0]);
    for (const id of [lessons[1]!.id, 999999, 'abc']) {
      const problem = expectProblem(await get(`/api/contractors/video-lessons/${id}`, carrier.auth), 404);
      if (id !== 'abc') expect(problem.message).toBe('Видеоурок не найден');
    }
  });

  it('is for contractors: 403 to a customer, 401 without a token', async () => {
    const lesson = await kit.createLesson(admin.auth);
    expectProblem(await get(`/api/contractors/video-lessons/${lesson.id}`, customerUser.auth), 403);
    expectProblem(await get(`/api/contractors/video-lessons/${lesson.id}`, {}), 401);
  });
});

describe('GET /api/customers/video-lessons', () => {
  it('lists every lesson to any customer user, filtered by a part of the name and by publication', async () => {
    const { tag, namesOf } = await createTagged([
      { name: 'Ставка в аукционе', sortPosition: 2 },
      { name: 'Тендер: ставки по лотам', sortPosition: 1, published: false },
      { name: 'Рейсы', sortPosition: 3 },
    ]);
    const all = await page(`/api/customers/video-lessons?name=${tag}`, customerUser.auth);
    expect(namesOf(all.items)).toEqual(['Тендер: ставки по лотам', 'Ставка в аукционе', 'Рейсы']);
    expect(all.totalCount).toBe(3);
    const byName = await page(
      `/api/customers/video-lessons?name=${encodeURIComponent(`${tag} СТАВК`)}`,
      customerUser.auth,
    );
    expect(namesOf(byName.items)).toEqual(['Ставка в аукционе']);
    const hidden = await page(`/api/customers/video-lessons?name=${tag}&published=false`, customerUser.auth);
    expect(namesOf(hidden.items)).toEqual(['Тендер: ставки по лотам']);
    const paged = await page(`/api/customers/video-lessons?name=${tag}&limit=2&page=2`, customerUser.auth);
    expect(paged).toMatchObject({ totalCount: 3, currentPageNumber: 2, numItemsPerPage: 2 });
    expect(namesOf(paged.items)).toEqual(['Рейсы']);
  });

  it('treats % and _ in the name filter as plain characters', async () => {
    const { tag } = await createTagged([
      { name: 'Скидка 10%', sortPosition: 1 },
      { name: 'Скидка 100', sortPosition: 2 },
    ]);
    const found = await page(
      `/api/customers/video-lessons?name=${encodeURIComponent(`${tag} Скидка 10%`)}`,
      admin.auth,
    );
    expect(found.items.map((item) => item.name)).toEqual([`${tag} Скидка 10%`]);
  });

  it('refuses a bad published filter with 422, a contractor with 403 and no token with 401', async () => {
    const problem = expectProblem(await get('/api/customers/video-lessons?published=maybe', admin.auth), 422);
    expect(problem.errors).toEqual(['Опубликован: недопустимое значение']);
    expectProblem(await get('/api/customers/video-lessons', carrier.auth), 403);
    expectProblem(await get('/api/customers/video-lessons', {}), 401);
  });
});

describe('GET /api/customers/video-lessons/:id', () => {
  it('shows any lesson, published or not, to a customer user of another company', async () => {
    const lesson = await kit.createLesson(admin.auth, { published: false });
    const response = await get(`/api/customers/video-lessons/${lesson.id}`, customerUser.auth);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(lesson);
  });

  it('answers 404 for an unknown lesson, 403 to a contractor and 401 without a token', async () => {
    const lesson = await kit.createLesson(admin.auth);
    expect(expectProblem(await get('/api/customers/video-lessons/999999', admin.auth), 404).message).toBe(
      'Видеоурок не найден',
    );
    expectProblem(await get(`/api/customers/video-lessons/${lesson.id}`, carrier.auth), 403);
    expectProblem(await get(`/api/customers/video-lessons/${lesson.id}`, {}), 401);
  });
});

describe('lesson files', () => {
  const readFile = (guid: string, auth: Auth, suffix = '') => get(`/api/files/${guid}${suffix}`, auth);

  it('lets a contractor read a published lesson’s files, and not once it is unpublished or deleted', async () => {
    const lesson = await kit.createLesson(admin.auth);
    const { guid } = lesson.preview.file;
    expect((await readFile(guid, carrier.auth)).statusCode).toBe(200);
    const link = await readFile(lesson.video.file.guid, carrier.auth, '/link');
    expect(link.statusCode).toBe(200);
    const streamed = await t.app.inject({
      method: 'GET',
      url: link.json().url,
      headers: { range: 'bytes=4-7' },
    });
    expect(streamed.statusCode).toBe(206);
    expect(streamed.rawPayload.toString('latin1')).toBe('ftyp');
    await kit.inject('PATCH', `/api/customers/video-lessons/${lesson.id}/publish`, admin.auth, {
      published: false,
    });
    expectProblem(await readFile(guid, carrier.auth), 404);
    expectProblem(await readFile(guid, carrier.auth, '/download'), 404);
    expect((await readFile(guid, customerUser.auth)).statusCode).toBe(200);
    await kit.inject('DELETE', `/api/customers/video-lessons/${lesson.id}`, admin.auth);
    expectProblem(await readFile(guid, customerUser.auth), 404);
  });

  it('lets another customer read the files of any lesson', async () => {
    const lesson = await kit.createLesson(admin.auth, { published: false });
    const response = await readFile(lesson.video.file.guid, customerUser.auth, '/download');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('video/mp4');
  });

  it('does not share an upload that no lesson shows', async () => {
    const files = await kit.uploadLessonFiles(admin.auth);
    expectProblem(await readFile(files.preview, carrier.auth), 404);
    expectProblem(await readFile(files.preview, customerUser.auth), 404);
  });
});
