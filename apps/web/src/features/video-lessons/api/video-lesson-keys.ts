/** Every video lesson query starts with this key, so one invalidation refreshes lists and views. */
export const VIDEO_LESSONS_KEY = ['video-lessons'] as const;
