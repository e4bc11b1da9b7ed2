import { PictureOutlined } from '@ant-design/icons';
import { Flex, Skeleton } from 'antd';
import { type CSSProperties, useState } from 'react';
import { useFileLink } from './file-link-query';

type SignedImageProps = {
  guid: string;
  alt: string;
  width?: number | string;
  height?: number | string;
  style?: CSSProperties;
};

/** An uploaded image (a lesson preview…) shown through its signed link. */
export function SignedImage({ guid, alt, width = '100%', height = 160, style }: SignedImageProps) {
  const link = useFileLink(guid);
  const [hasFailed, setHasFailed] = useState(false);
  const box: CSSProperties = { width, height, borderRadius: 6, overflow: 'hidden', ...style };

  if (link.isPending) {
    return <Skeleton.Node active style={{ ...box, display: 'block' }} aria-label="Загрузка изображения" />;
  }
  if (!link.data || hasFailed) {
    return (
      <Flex
        align="center"
        justify="center"
        role="img"
        aria-label={alt}
        style={{ ...box, background: '#eef2f8', color: '#8c9bb5', fontSize: 32 }}
      >
        <PictureOutlined />
      </Flex>
    );
  }
  return (
    <img
      src={link.data.url}
      alt={alt}
      loading="lazy"
      onError={() => setHasFailed(true)}
      style={{ ...box, objectFit: 'cover', display: 'block', background: '#eef2f8' }}
    />
  );
}
