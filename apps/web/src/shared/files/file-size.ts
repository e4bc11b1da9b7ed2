import { formatNumber } from '@portal/contract/format/numbers';

export const formatFileSize = (bytes: number): string => {
  if (bytes < 1024) return `${bytes} Б`;
  if (bytes < 1024 * 1024) return `${formatNumber(bytes / 1024, 0)} КБ`;
  return `${formatNumber(bytes / (1024 * 1024), 1)} МБ`;
};
