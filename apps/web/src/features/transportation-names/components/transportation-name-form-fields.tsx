import {
  TRANSPORTATION_NAME_MAX,
  transportationNameColorSchema,
  transportationNameNameSchema,
} from '@portal/contract/transportation-names/transportation-names.schemas';
import { Form, Input } from 'antd';
import { zodRule } from '../../../shared/forms/zod-rule';
import { ColorField } from './color-field';
import { TransportationNameTag } from './transportation-name-tag';

/** Название and Цвет, with a preview of the tag routes will show. */
export function TransportationNameFormFields() {
  return (
    <>
      <Form.Item label="Название" name="name" required rules={[zodRule(transportationNameNameSchema)]}>
        <Input maxLength={TRANSPORTATION_NAME_MAX} />
      </Form.Item>
      <Form.Item label="Цвет" name="color" required rules={[zodRule(transportationNameColorSchema)]}>
        <ColorField />
      </Form.Item>
      <Form.Item noStyle shouldUpdate>
        {({ getFieldValue }) => {
          const name = String(getFieldValue('name') ?? '').trim();
          const color = String(getFieldValue('color') ?? '');
          return transportationNameColorSchema.safeParse(color).success && name ? (
            <Form.Item label="Так будет выглядеть">
              <TransportationNameTag name={name} color={color} />
            </Form.Item>
          ) : null;
        }}
      </Form.Item>
    </>
  );
}
