import { FileExcelOutlined } from '@ant-design/icons';
import { ROUTE_REPORT_FILE_NAME } from '@portal/contract/freight/route-report.schemas';
import { Button, Flex, Progress } from 'antd';
import { useState } from 'react';
import { ApiError } from '../../../shared/api/api-error';
import { saveBlob } from '../../../shared/api/files';
import { useSession } from '../../../shared/session/session-query';
import { useToast } from '../../../shared/toast/use-toast';
import { fetchRouteReportWorkbook, type RouteReportFilterQuery } from '../api/route-report';

const today = (): string => new Date().toLocaleDateString('ru-RU');

/**
 * DESIGN 11: the server writes the whole filtered set as a workbook (`?format=xlsx`); the bar shows the download,
 * after an active empty bar while the server builds the file.
 */
export function ReportExportButton({ filter }: { filter: RouteReportFilterQuery }) {
  const customerId = useSession()?.ownerId ?? 0;
  const toast = useToast();
  const [percent, setPercent] = useState<number | null>(null);

  const handleExport = async () => {
    setPercent(0);
    try {
      const blob = await fetchRouteReportWorkbook(customerId, filter, (fraction) =>
        setPercent(Math.round(fraction * 100)),
      );
      setPercent(100);
      saveBlob(blob, `${ROUTE_REPORT_FILE_NAME} ${today()}.xlsx`);
    } catch (error) {
      // The API client has already shown why the server refused.
      if (!(error instanceof ApiError)) toast.error('Не удалось сформировать файл Excel');
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
          aria-label="Выгрузка отчёта в Excel"
        />
      )}
      <Button icon={<FileExcelOutlined />} loading={isExporting} onClick={() => void handleExport()}>
        {isExporting ? 'Выгрузка…' : 'Экспорт в Excel'}
      </Button>
    </Flex>
  );
}
