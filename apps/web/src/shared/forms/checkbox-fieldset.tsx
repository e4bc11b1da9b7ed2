import { Checkbox } from 'antd';

type CheckboxFieldsetProps<Value extends string | number> = {
  /** The group's name for screen readers: the Form.Item's label. */
  label: string;
  options: { value: Value; label: string }[];
  id?: string;
  value?: Value[];
  onChange?: (value: Value[]) => void;
};

/**
 * Checkboxes as a named group inside Form.Item. Given the Checkbox.Group directly, Form.Item hands the group
 * aria-required and aria-invalid, which a group may not carry (axe aria-allowed-attr, critical); each checkbox
 * says its own state. First used by the company users' roles, then by the drivers' categories and route kinds and a lot's weekdays.
 */
export function CheckboxFieldset<Value extends string | number>({
  label,
  options,
  id,
  value,
  onChange,
}: CheckboxFieldsetProps<Value>) {
  return (
    <fieldset id={id} aria-label={label} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
      <Checkbox.Group options={options} {...(value ? { value } : {})} {...(onChange ? { onChange } : {})} />
    </fieldset>
  );
}
