import { FileExcelOutlined, FilePdfOutlined } from '@ant-design/icons';
import { Button, Flex, Progress } from 'antd';
import { useState } from 'react';
import { trackAction } from '../analytics/analytics-tracker';
import { ApiError } from '../api/api-error';
import { saveBlob } from '../api/files';
import { useSession } from '../session/session-query';
import { useToast } from '../toast/use-toast';

const today = (): string => new Date().toLocaleDateString('ru-RU');

/** What the button says and saves for each kind of file the server writes. */
const FORMATS = {
  xlsx: {
    icon: <FileExcelOutlined />,
    label: 'Экспорт в Excel',
    progress: 'Выгрузка отчёта в Excel',
    failed: 'Не удалось сформировать файл Excel',
  },
  pdf: {
    icon: <FilePdfOutlined />,
    label: 'Счёт и акт (PDF)',
    progress: 'Выгрузка PDF',
    failed: 'Не удалось сформировать файл PDF',
  },
} as const;

/**
 * DESIGN 11: the server writes the whole filtered set of a report (routes, auctions) as a workbook (`?format=xlsx`); the bar shows the download,
 * after an active empty bar while the server builds the file. DESIGN 12: a proforma's printable PDF downloads the same way.
 */
export function ReportExportButton({
  fileName,
  fetchWorkbook,
  format = 'xlsx',
}: {
  /** The download's name before the date (`Отчёт по рейсам`). */
  fileName: string;
  /** The report's file (`?format=xlsx` of the current filters, or the PDF), reporting the download's progress from 0 to 1. */
  fetchWorkbook: (customerId: number, onProgress: (fraction: number) => void) => Promise<Blob>;
  /** The kind of file: its icon, label and extension. */
  format?: keyof typeof FORMATS;
}) {
  const texts = FORMATS[format];
  const customerId = useSession()?.ownerId ?? 0;
  const toast = useToast();
  const [percent, setPercent] = useState<number | null>(null);

  const handleExport = async () => {
    setPercent(0);
    try {
      const blob = await fetchWorkbook(customerId, (fraction) => setPercent(Math.round(fraction * 100)));
      setPercent(100);
      saveBlob(blob, `${fileName} ${today()}.${format}`);
      // A printable proforma is a download, not a report: only the workbooks count as an export.
      if (format === 'xlsx') trackAction('report_exported');
    } catch (error) {
      // The API client has already shown why the server refused.
      if (!(error instanceof ApiError)) toast.error(texts.failed);
    } finally {
      setPercent(null);
    }
  };

  const isExporting = percent !== null;
  return (
    <Flex align="center" gap={8}>
      {isExporting && (
        <Progress
          percent={percent}
          status="active"
          size="small"
          style={{ width: 140, margin: 0 }}
          aria-label={texts.progress}
        />
      )}
      <Button icon={texts.icon} loading={isExporting} onClick={() => void handleExport()}>
        {isExporting ? 'Выгрузка…' : texts.label}
      </Button>
    </Flex>
  );
}
