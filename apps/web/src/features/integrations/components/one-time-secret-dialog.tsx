import { CopyOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Input, Modal } from 'antd';
import { useId } from 'react';
import { useToast } from '../../../shared/toast/use-toast';
import { COPY_TEXTS } from './integration-texts';

type OneTimeSecretDialogProps = {
  title: string;
  /** What the value is, shown above it: «Секрет», «Ключ». */
  label: string;
  value: string;
  warning: string;
  onClose: () => void;
};

/** DESIGN 12: a webhook secret or an API key is in one answer only; this dialog is the only time it is seen. */
export function OneTimeSecretDialog({ title, label, value, warning, onClose }: OneTimeSecretDialogProps) {
  const toast = useToast();
  const inputId = useId();

  const handleCopy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      toast.success(COPY_TEXTS.copied);
    } catch {
      toast.warning(COPY_TEXTS.failed);
    }
  };

  return (
    <Modal
      open
      title={title}
      onCancel={onClose}
      // Closing by a stray click outside would lose the value for good.
      mask={{ closable: false }}
      footer={
        <Button type="primary" onClick={onClose}>
          Я сохранил, закрыть
        </Button>
      }
    >
      <Flex vertical gap={12}>
        <Alert type="warning" showIcon title={warning} />
        <label htmlFor={inputId}>{label}</label>
        <Flex gap={8}>
          <Input
            id={inputId}
            readOnly
            value={value}
            onFocus={(event) => event.target.select()}
            style={{ fontFamily: 'monospace' }}
          />
          <Button icon={<CopyOutlined />} onClick={() => void handleCopy()}>
            Скопировать
          </Button>
        </Flex>
      </Flex>
    </Modal>
  );
}
