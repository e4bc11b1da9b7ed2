import { FileExcelOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { ApiError } from '../api/api-error';
import { useToast } from '../toast/use-toast';
import { type ExportOptions, exportToExcel } from './export-to-excel';

/** The Excel export of a list; the button shows the progress while the pages are read. */
export function ExportButton<T>({ options }: { options: ExportOptions<T> }) {
  const toast = useToast();
  const [percent, setPercent] = useState<number | null>(null);

  const handleExport = async () => {
    setPercent(0);
    try {
      const count = await exportToExcel(options, (fraction) => setPercent(Math.round(fraction * 100)));
      if (count === 0) toast.info('Выгружен пустой список');
    } catch (error) {
      // The API client has already shown why a page could not be read.
      if (!(error instanceof ApiError)) toast.error('Не удалось сформировать файл Excel');
    } finally {
      setPercent(null);
    }
  };

  const isExporting = percent !== null;
  return (
    <Button icon={<FileExcelOutlined />} loading={isExporting} onClick={() => void handleExport()}>
      {isExporting ? `Выгрузка ${percent}%` : 'Экспорт в Excel'}
    </Button>
  );
}
