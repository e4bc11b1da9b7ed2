import { type CommentThreadRef, useCommentsTitle } from '../api/comments-api';
import { CommentsPanel } from './comments-panel';

function CommentsTabLabel(thread: CommentThreadRef) {
  return <>{useCommentsTitle(thread)}</>;
}

/** The «Комментарии (N)» tab of a record's tabs (the flight views). */
export const commentsTab = (thread: CommentThreadRef, isReadOnly = false) => ({
  key: 'comments',
  label: <CommentsTabLabel {...thread} />,
  children: <CommentsPanel {...thread} isReadOnly={isReadOnly} />,
});
