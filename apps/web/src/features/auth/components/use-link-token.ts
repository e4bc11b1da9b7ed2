import { useSearchParams } from 'react-router';

/** The one-time token a mailed link carries in `?token=`; empty when the link was cut off. */
export const useLinkToken = (): string => {
  const [searchParams] = useSearchParams();
  return searchParams.get('token')?.trim() ?? '';
};
