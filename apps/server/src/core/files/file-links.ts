import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { FileLink } from '@portal/contract/files/files.schemas';

// A <video> element cannot send the bearer token, yet must fetch ranges itself to stream and seek; it gets a
// short-lived link signed for one file instead, like an S3 presigned URL. Issue 21: a leaked link must not outlive
// a short break; players ask for a new one when it runs out (shared/video/video-player.tsx).
export const FILE_LINK_TTL_SECONDS = 15 * 60;

/** Both take the time from the caller: the server's clock (ctx.clock), which tests move. */
export type FileLinks = {
  create: (guid: string, now: Date) => FileLink;
  /** 'valid', or why the link cannot be used. */
  check: (guid: string, expires: number, signature: string, now: Date) => 'valid' | 'expired' | 'invalid';
};

export const createFileLinks = (secret: string, ttlSeconds = FILE_LINK_TTL_SECONDS): FileLinks => {
  // A key of its own, so a file signature can never be mistaken for anything signed with the JWT secret.
  const key = createHash('sha256').update(`file-links:${secret}`).digest();
  const sign = (guid: string, expires: number) =>
    createHmac('sha256', key).update(`${guid}.${expires}`).digest('base64url');
  return {
    create: (guid, now) => {
      const expires = Math.floor(now.getTime() / 1000) + ttlSeconds;
      return {
        url: `/api/files/${guid}/stream?expires=${expires}&signature=${sign(guid, expires)}`,
        expiresAt: new Date(expires * 1000).toISOString(),
      };
    },
    check: (guid, expires, signature, now) => {
      const expected = Buffer.from(sign(guid, expires));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
      return expires * 1000 > now.getTime() ? 'valid' : 'expired';
    },
  };
};
