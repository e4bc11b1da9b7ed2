import type { CommentEntity } from '@portal/contract/comments/comments.constants';
import { COMMENT_CHANNEL } from '@portal/contract/comments/comments.constants';
import type { Comment, CommentCreateBody } from '@portal/contract/comments/comments.schemas';
import { MAX_PAGE_LIMIT } from '@portal/contract/constants';
import type { Page } from '@portal/contract/pagination';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { useLiveRefetch } from '../../../shared/realtime/use-live-refetch';

export type CommentThreadRef = { entity: CommentEntity; entityId: number };

const threadKey = ({ entity, entityId }: CommentThreadRef) => ['comments', entity, entityId] as const;

/** The whole thread, oldest first: page after page until every comment is read (threads are short). */
const fetchThread = async ({ entity, entityId }: CommentThreadRef): Promise<Comment[]> => {
  const items: Comment[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await api.get<Page<Comment>>('/api/comments', {
      query: { entity, entityId, page, limit: MAX_PAGE_LIMIT },
    });
    items.push(...answer.items);
    if (answer.items.length < MAX_PAGE_LIMIT || items.length >= answer.totalCount) return items;
  }
};

/** The thread of a record, refetched live when the `comments` channel speaks of it (DESIGN 7). */
export const useCommentThread = (thread: CommentThreadRef) => {
  const queryKey = threadKey(thread);
  useLiveRefetch({
    channel: COMMENT_CHANNEL,
    queryKey,
    concerns: (envelope) => {
      const payload = envelope.payload as Partial<Comment> | undefined;
      return payload?.entity === thread.entity && payload.entityId === thread.entityId;
    },
  });
  return useQuery({ queryKey, queryFn: () => fetchThread(thread) });
};

/** «Комментарии (N)»: the deleted ones stay in the thread but are not counted. */
export const useCommentsTitle = (thread: CommentThreadRef): string => {
  const { data } = useCommentThread(thread);
  const count = data?.filter((comment) => !comment.isDeleted).length;
  return count === undefined ? 'Комментарии' : `Комментарии (${count})`;
};

const useRefetchThread = (thread: CommentThreadRef) => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: threadKey(thread) });
};

export const useAddComment = (thread: CommentThreadRef) => {
  const refetch = useRefetchThread(thread);
  return useMutation({
    mutationFn: (body: Pick<CommentCreateBody, 'text' | 'file'>) =>
      api.post<Comment>('/api/comments', { ...thread, ...body }),
    onSuccess: refetch,
  });
};

export const useEditComment = (thread: CommentThreadRef) => {
  const refetch = useRefetchThread(thread);
  return useMutation({
    mutationFn: ({ id, text }: { id: number; text: string }) =>
      api.put<Comment>(`/api/comments/${id}`, { text }),
    onSuccess: refetch,
  });
};

export const useDeleteComment = (thread: CommentThreadRef) => {
  const refetch = useRefetchThread(thread);
  return useMutation({
    mutationFn: (id: number) => api.delete<Comment>(`/api/comments/${id}`),
    onSuccess: refetch,
  });
};
