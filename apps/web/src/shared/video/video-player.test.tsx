import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setTokens } from '../api/token-storage';
import { fakeJwt, jsonResponse, mockFetch } from '../test/fetch-mock';
import { TestProviders } from '../test/test-providers';
import { VideoPlayer } from './video-player';

const GUID = '0b6f3c1e-7d2a-4f53-9a7e-1c2d3e4f5a62';
const SIGNED_URL = `/api/files/${GUID}/stream?expires=1&signature=abc`;

const renderPlayer = () => {
  setTokens(fakeJwt(Math.floor(Date.now() / 1000) + 600), 'refresh');
  const calls = mockFetch(() => jsonResponse(200, { url: SIGNED_URL, expiresAt: '2999-01-01T00:00:00Z' }));
  render(
    <TestProviders>
      <VideoPlayer guid={GUID} title="Как сделать ставку" />
    </TestProviders>,
  );
  return calls;
};

describe('VideoPlayer', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('plays the signed link, not the bearer-token address', async () => {
    const calls = renderPlayer();
    const video = await screen.findByLabelText('Как сделать ставку');
    expect(video.tagName).toBe('VIDEO');
    expect(video).toHaveAttribute('src', SIGNED_URL);
    expect(calls[0]?.url).toBe(`/api/files/${GUID}/link`);
  });

  it('offers exactly the speeds 0.7, 1, 1.5 and 2, with 1 chosen', async () => {
    renderPlayer();
    const group = await screen.findByRole('radiogroup', { name: 'Скорость воспроизведения' });
    const options = Array.from(group.querySelectorAll<HTMLInputElement>('input[type="radio"]'));
    expect(options.map((option) => option.value)).toEqual(['0.7', '1', '1.5', '2']);
    expect(group).toHaveTextContent('0,7×1×1,5×2×');
    expect(options.find((option) => option.checked)?.value).toBe('1');
  });

  it('sets the video playbackRate to the chosen speed', async () => {
    renderPlayer();
    const video = (await screen.findByLabelText('Как сделать ставку')) as HTMLVideoElement;
    expect(video.playbackRate).toBe(1);
    fireEvent.click(screen.getByText('1,5×'));
    expect(video.playbackRate).toBe(1.5);
    fireEvent.click(screen.getByText('0,7×'));
    expect(video.playbackRate).toBe(0.7);
    expect(video.defaultPlaybackRate).toBe(0.7);
  });

  it('asks for a new link when the 15-minute one has expired, and resumes where the viewer was', async () => {
    setTokens(fakeJwt(Math.floor(Date.now() / 1000) + 600), 'refresh');
    const renewed = `/api/files/${GUID}/stream?expires=2&signature=def`;
    const calls = mockFetch(() =>
      calls.length === 1
        ? jsonResponse(200, { url: SIGNED_URL, expiresAt: '2000-01-01T00:00:00Z' })
        : jsonResponse(200, { url: renewed, expiresAt: '2999-01-01T00:00:00Z' }),
    );
    render(
      <TestProviders>
        <VideoPlayer guid={GUID} title="Как сделать ставку" />
      </TestProviders>,
    );
    const video = (await screen.findByLabelText('Как сделать ставку')) as HTMLVideoElement;
    let position = 0;
    Object.defineProperty(video, 'currentTime', {
      get: () => position,
      set: (value: number) => {
        position = value;
      },
    });
    position = 754;
    fireEvent.timeUpdate(video);
    position = 0;
    fireEvent.error(video);
    await waitFor(() => expect(video).toHaveAttribute('src', renewed));
    expect(calls).toHaveLength(2);
    fireEvent.loadedMetadata(video);
    expect(position).toBe(754);
  });
});
