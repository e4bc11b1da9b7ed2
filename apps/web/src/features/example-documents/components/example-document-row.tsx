import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons';
import {
  EXAMPLE_DOCUMENT_NAME_MAX,
  EXAMPLE_DOCUMENT_SUGGESTED_NAMES,
  exampleDocumentSetBodySchema,
} from '@portal/contract/example-documents/example-documents.schemas';
import { UPLOAD_ACCEPT } from '@portal/contract/files/files.schemas';
import { AutoComplete, Button, Flex, Form, Tooltip } from 'antd';
import { UploadField } from '../../../shared/files/upload-field';
import { requiredRule } from '../../../shared/forms/required-rule';
import { zodRule } from '../../../shared/forms/zod-rule';

const nameSchema = exampleDocumentSetBodySchema.shape.documents.element.shape.name;
const NAME_OPTIONS = EXAMPLE_DOCUMENT_SUGGESTED_NAMES.map((name) => ({ value: name }));

type ExampleDocumentRowProps = {
  fieldName: number;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
};

/** One sample: its name (with the usual names suggested) and its file, movable up and down. */
export function ExampleDocumentRow({ fieldName, index, count, onMove, onRemove }: ExampleDocumentRowProps) {
  const position = index + 1;
  return (
    <Flex
      gap={12}
      wrap
      align="flex-start"
      style={{ padding: '12px 0', borderBottom: '1px solid #f0f0f0' }}
      data-testid="example-document-row"
    >
      <Form.Item
        label={`Название документа ${position}`}
        name={[fieldName, 'name']}
        required
        rules={[zodRule(nameSchema)]}
        style={{ flex: '1 1 260px', marginBottom: 0 }}
      >
        <AutoComplete
          options={NAME_OPTIONS}
          maxLength={EXAMPLE_DOCUMENT_NAME_MAX}
          placeholder="Например, шаблон договора перевозки"
          filterOption={(input, option) => (option?.value ?? '').toLowerCase().includes(input.toLowerCase())}
        />
      </Form.Item>
      <Form.Item
        label={`Файл документа ${position}`}
        name={[fieldName, 'file']}
        rules={[requiredRule]}
        style={{ flex: '1 1 300px', marginBottom: 0 }}
      >
        <UploadField accept={UPLOAD_ACCEPT} hasHint={false} />
      </Form.Item>
      <Flex gap={4} style={{ paddingTop: 30 }}>
        <Tooltip title="Выше">
          <Button
            icon={<ArrowUpOutlined />}
            aria-label={`Переместить документ ${position} выше`}
            disabled={index === 0}
            onClick={() => onMove(index, index - 1)}
          />
        </Tooltip>
        <Tooltip title="Ниже">
          <Button
            icon={<ArrowDownOutlined />}
            aria-label={`Переместить документ ${position} ниже`}
            disabled={index === count - 1}
            onClick={() => onMove(index, index + 1)}
          />
        </Tooltip>
        <Tooltip title="Удалить строку">
          <Button
            danger
            icon={<DeleteOutlined />}
            aria-label={`Удалить документ ${position}`}
            onClick={onRemove}
          />
        </Tooltip>
      </Flex>
    </Flex>
  );
}
