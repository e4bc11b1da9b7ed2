// Issue 25 / DESIGN 12 «Comments»: one thread per record, the limits the server and the screens share.

/** The author may edit or delete a comment for this long after writing it. */
export const COMMENT_EDIT_MINUTES = 15;
/** Plain text up to this many characters. */
export const COMMENT_MAX_LENGTH = 4000;
/** A flight's thread stays open this many days after the flight was closed. */
export const FLIGHT_COMMENTS_OPEN_DAYS = 30;

/** The records a thread may hang on. `proforma` joins when proformas exist (DESIGN 12). */
export const COMMENT_ENTITIES = ['route', 'auction', 'tender', 'proforma'] as const;
export type CommentEntity = (typeof COMMENT_ENTITIES)[number];

/** How another carrier's comment reaches a carrier in an auction or a tender (ProZorro: questions stay anonymous). */
export const COMMENT_ANONYMOUS_AUTHOR = 'Участник';

/** The live channel and its events (DESIGN 7). */
export const COMMENT_CHANNEL = 'comments';
export const COMMENT_EVENT_TYPES = {
  created: 'comment.created',
  updated: 'comment.updated',
  deleted: 'comment.deleted',
} as const;
export type CommentEventType = (typeof COMMENT_EVENT_TYPES)[keyof typeof COMMENT_EVENT_TYPES];

export const COMMENT_MESSAGES = {
  notFound: 'Комментарий не найден',
  threadNotFound: 'Запись не найдена',
  closed: 'Обсуждение закрыто: комментарии доступны только для чтения',
  editExpired: `Изменить или удалить комментарий можно в течение ${COMMENT_EDIT_MINUTES} минут после его написания`,
  notAuthor: 'Изменить комментарий может только его автор',
  cannotDelete: 'Удалить комментарий может его автор или администратор заказчика',
  deleted: 'Комментарий удалён',
  edited: 'изменён',
} as const;

/** DESIGN 12: auctions without a winner, with one, closed or cancelled (3–6) are read-only for comments. */
export const COMMENT_CLOSED_AUCTION_STATUSES: readonly number[] = [3, 4, 5, 6];
/** …and tenders accepted or cancelled (4–5). */
export const COMMENT_CLOSED_TENDER_STATUSES: readonly number[] = [4, 5];
