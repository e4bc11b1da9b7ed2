import { EVENT_TYPES, eventTypesOf } from '@portal/contract/integration/event-types';
import type { OwnerType } from '@portal/contract/roles';
import { Select, Typography } from 'antd';
import { ALL_EVENTS, ALL_EVENTS_LABEL } from './event-type-labels';

type Option = { value: string; label: string; code: string };

const optionsOf = (side: OwnerType): Option[] => [
  { value: ALL_EVENTS, label: ALL_EVENTS_LABEL, code: ALL_EVENTS },
  ...eventTypesOf(side).map((type) => ({ value: type, label: EVENT_TYPES[type].label, code: type })),
];

/**
 * «*» stands alone (the contract refuses it beside other types): choosing it drops the others, and choosing a type
 * drops it. Meant for Form.Item's `normalize`.
 */
export const normalizeEventTypes = (next: string[] = [], previous: string[] = []): string[] => {
  const added = next.filter((type) => !previous.includes(type));
  if (added.includes(ALL_EVENTS)) return [ALL_EVENTS];
  return next.length > 1 ? next.filter((type) => type !== ALL_EVENTS) : next;
};

type EventTypesSelectProps = {
  id?: string;
  side: OwnerType;
  value?: string[];
  onChange?: (value: string[]) => void;
};

/** The event types a company of this side may receive, by their Russian names, searchable by name or code. */
export function EventTypesSelect({ id, side, value, onChange }: EventTypesSelectProps) {
  return (
    <Select<string[], Option>
      {...(id ? { id } : {})}
      mode="multiple"
      allowClear
      placeholder="Выберите события или «Все события»"
      options={optionsOf(side)}
      value={value ?? []}
      onChange={(next) => onChange?.(next)}
      showSearch={{
        filterOption: (input, option) =>
          `${option?.label ?? ''} ${option?.code ?? ''}`.toLowerCase().includes(input.trim().toLowerCase()),
      }}
      optionRender={(option) => (
        <span>
          {option.data.label}{' '}
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {option.data.code}
          </Typography.Text>
        </span>
      )}
    />
  );
}
