import { VIDEO_PLAYBACK_RATES } from '@portal/contract/constants';
import { formatNumber } from '@portal/contract/format/numbers';
import { Flex, Radio, Typography } from 'antd';
import { useId } from 'react';

export type PlaybackRate = (typeof VIDEO_PLAYBACK_RATES)[number];
export const DEFAULT_PLAYBACK_RATE: PlaybackRate = 1;

/** '1,5×' */
export const playbackRateLabel = (rate: number): string => `${formatNumber(rate, 1)}×`;

type PlaybackRateSelectProps = { value: PlaybackRate; onChange: (rate: PlaybackRate) => void };

/** SPEC 2.3: the lesson player's speeds 0.7, 1, 1.5 and 2. */
export function PlaybackRateSelect({ value, onChange }: PlaybackRateSelectProps) {
  const labelId = useId();
  return (
    <Flex align="center" gap={8} wrap>
      <Typography.Text id={labelId} type="secondary">
        Скорость воспроизведения
      </Typography.Text>
      <Radio.Group
        aria-labelledby={labelId}
        optionType="button"
        size="small"
        value={value}
        onChange={(event) => onChange(event.target.value as PlaybackRate)}
        options={VIDEO_PLAYBACK_RATES.map((rate) => ({ value: rate, label: playbackRateLabel(rate) }))}
      />
    </Flex>
  );
}
