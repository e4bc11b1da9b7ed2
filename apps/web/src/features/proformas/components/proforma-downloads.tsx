import { FileExcelOutlined, FilePdfOutlined } from '@ant-design/icons';
import type { Proforma } from '@portal/contract/proformas/proformas.schemas';
import { Button } from 'antd';
import { useState } from 'react';
import { ApiError } from '../../../shared/api/api-error';
import { saveBlob } from '../../../shared/api/files';
import { useToast } from '../../../shared/toast/use-toast';
import { fetchProformaPdf, fetchProformaWorkbook, useProformaOwner } from '../api/proformas';

type Format = 'pdf' | 'xlsx';

/** The printable «Счёт на оплату» and «Акт» (PDF) and the proforma's workbook, as the server writes them. */
export function ProformaDownloads({ proforma }: { proforma: Proforma }) {
  const { side, ownerId } = useProformaOwner();
  const toast = useToast();
  const [loading, setLoading] = useState<Format | null>(null);
  const name = `Проформа ${proforma.number ?? proforma.id}`;

  const handleDownload = async (format: Format) => {
    setLoading(format);
    try {
      const blob =
        format === 'pdf'
          ? await fetchProformaPdf(side, ownerId, proforma.id)
          : await fetchProformaWorkbook(side, ownerId, { proformaId: proforma.id }, () => undefined);
      saveBlob(blob, `${name}.${format}`);
    } catch (error) {
      // The API client has already shown why the server refused.
      if (!(error instanceof ApiError)) toast.error('Не удалось скачать файл');
    } finally {
      setLoading(null);
    }
  };

  return (
    <>
      <Button
        icon={<FilePdfOutlined />}
        loading={loading === 'pdf'}
        onClick={() => void handleDownload('pdf')}
      >
        Счёт и акт (PDF)
      </Button>
      <Button
        icon={<FileExcelOutlined />}
        loading={loading === 'xlsx'}
        onClick={() => void handleDownload('xlsx')}
      >
        Экспорт в Excel
      </Button>
    </>
  );
}
