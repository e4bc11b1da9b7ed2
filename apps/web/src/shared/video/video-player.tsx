import { Alert, Button, Flex, Skeleton } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useFileLink } from '../files/file-link-query';
import { DEFAULT_PLAYBACK_RATE, type PlaybackRate, PlaybackRateSelect } from './playback-rate-select';

type VideoPlayerProps = { guid: string; title: string };

/**
 * A video streamed from its signed link (the <video> element makes its own Range requests, which cannot carry
 * the bearer token), with the playback speeds of SPEC 2.3.
 */
export function VideoPlayer({ guid, title }: VideoPlayerProps) {
  const link = useFileLink(guid);
  const videoRef = useRef<HTMLVideoElement>(null);
  const [rate, setRate] = useState<PlaybackRate>(DEFAULT_PLAYBACK_RATE);
  // Links live 15 minutes (issue 21): a renewed link reloads the source, which resumes where the viewer was.
  const resumeAt = useRef({ time: 0, isPlaying: false });
  const url = link.data?.url;

  useEffect(() => {
    const video = videoRef.current;
    if (!video || !url) return;
    // Loading a source resets playbackRate to defaultPlaybackRate, so both carry the chosen speed.
    video.defaultPlaybackRate = rate;
    video.playbackRate = rate;
  }, [rate, url]);

  if (link.isPending) return <Skeleton.Node active style={{ width: '100%', height: 360 }} />;
  if (!url) {
    return (
      <Alert
        type="error"
        showIcon
        title="Не удалось загрузить видео"
        action={<Button onClick={() => void link.refetch()}>Повторить</Button>}
      />
    );
  }

  return (
    <Flex vertical gap={8}>
      {/* biome-ignore lint/a11y/useMediaCaption: the lessons are uploaded without caption tracks. */}
      <video
        ref={videoRef}
        src={url}
        controls
        preload="metadata"
        aria-label={title}
        onLoadedMetadata={(event) => {
          const video = event.currentTarget;
          video.playbackRate = rate;
          if (resumeAt.current.time > 0) video.currentTime = resumeAt.current.time;
          if (resumeAt.current.isPlaying) void video.play().catch(() => undefined);
        }}
        onTimeUpdate={(event) => {
          resumeAt.current.time = event.currentTarget.currentTime;
        }}
        onPlay={() => {
          resumeAt.current.isPlaying = true;
        }}
        onPause={() => {
          resumeAt.current.isPlaying = false;
        }}
        onError={() => {
          // An expired link answers 410: ask for a new one.
          if (link.data && Date.parse(link.data.expiresAt) <= Date.now()) void link.refetch();
        }}
        style={{ width: '100%', maxHeight: '70vh', background: '#000', borderRadius: 8 }}
      />
      <PlaybackRateSelect value={rate} onChange={setRate} />
    </Flex>
  );
}
