import { writeAudit } from '../core/audit';
import { videoLessons } from '../db/schema/index';
import type { FileRow } from '../modules/files/files.repository';
import { insertLesson } from '../modules/video-lessons/video-lessons.repository';
import { findSeedUploader, type SeedContext, seedMediaPath, storeSeedFile } from './seed-files';

/** DESIGN 9: believable lessons for carriers; the last one is still being prepared, so it is unpublished. */
export const DEMO_VIDEO_LESSONS = [
  {
    media: 'registration',
    name: 'Регистрация и верификация перевозчика',
    description:
      'Как зарегистрировать компанию-перевозчика на портале, загрузить документы для проверки и отправить заявку на верификацию. После проверки заказчиком становятся доступны аукционы и тендеры.',
    sortPosition: 10,
    published: true,
  },
  {
    media: 'auction-bid',
    name: 'Как сделать ставку в аукционе',
    description:
      'Где найти активные аукционы, как считается шаг ставки и почему ставка в последние минуты продлевает аукцион. Показано, как следить за своим местом в реальном времени.',
    sortPosition: 20,
    published: true,
  },
  {
    media: 'tender',
    name: 'Участие в тендере',
    description:
      'Как выбрать лоты тендера, указать цену за рейс по каждому лоту и что происходит после подведения итогов: тарифы и рейсы на весь период.',
    sortPosition: 30,
    published: true,
  },
  {
    media: 'flights-proforma',
    name: 'Работа с рейсами и проформами',
    description:
      'Назначение водителя, тягача и прицепа на рейс, отметки прибытия в пунктах маршрута и формирование проформы за закрытые рейсы периода.',
    sortPosition: 40,
    published: true,
  },
  {
    media: 'rating-appeals',
    name: 'Рейтинг и апелляции',
    description:
      'Из чего складывается рейтинг перевозчика, как читать график по периодам и как подать апелляцию на событие, с которым вы не согласны. Урок готовится к публикации.',
    sortPosition: 50,
    published: false,
  },
] as const;

/** Runs while there are no lessons at all, so an existing demo data dir gains them too. */
export const seedVideoLessons = async (ctx: SeedContext): Promise<boolean> => {
  const [anyLesson] = await ctx.db.select({ id: videoLessons.id }).from(videoLessons).limit(1);
  if (anyLesson) return false;
  const uploader = await findSeedUploader(ctx.db);
  if (!uploader) return false;
  const lessons: Array<{ lesson: (typeof DEMO_VIDEO_LESSONS)[number]; preview: FileRow; video: FileRow }> =
    [];
  for (const lesson of DEMO_VIDEO_LESSONS) {
    const store = (extension: string) =>
      storeSeedFile(
        ctx,
        uploader,
        seedMediaPath('video-lessons', `${lesson.media}.${extension}`),
        `${lesson.name}.${extension}`,
      );
    lessons.push({ lesson, preview: await store('png'), video: await store('mp4') });
  }
  await ctx.db.transaction(async (tx) => {
    for (const { lesson, preview, video } of lessons) {
      const id = await insertLesson(tx, {
        name: lesson.name,
        description: lesson.description,
        sortPosition: lesson.sortPosition,
        published: lesson.published,
        previewFileId: preview.id,
        videoFileId: video.id,
        userId: uploader.id,
      });
      await writeAudit(tx, {
        actorUserId: uploader.id,
        entity: 'video-lesson',
        entityId: id,
        action: 'create',
        toState: lesson.published ? 'published' : 'unpublished',
        comment: 'демо-данные',
      });
    }
  });
  return true;
};
