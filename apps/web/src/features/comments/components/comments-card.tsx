import { Card } from 'antd';
import { type CommentThreadRef, useCommentsTitle } from '../api/comments-api';
import { CommentsPanel } from './comments-panel';

/** The thread as a titled card under a record's other parts (the tender views). */
export function CommentsCard({ isReadOnly, ...thread }: CommentThreadRef & { isReadOnly?: boolean }) {
  return (
    <Card size="small" title={<h3 style={{ margin: 0, fontSize: 16 }}>{useCommentsTitle(thread)}</h3>}>
      <CommentsPanel {...thread} isReadOnly={isReadOnly ?? false} />
    </Card>
  );
}
