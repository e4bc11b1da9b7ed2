import type { UserOption } from '@portal/contract/lookups/lookups.schemas';
import { Select, Spin } from 'antd';
import { useLookupSearch } from './use-lookup-search';
import { useUserOptionById } from './user-option-by-id';
import { useUserOptions } from './user-options';

export type UserSelectProps = {
  /** From Form.Item or FilterField: the id the label points at. */
  id?: string;
  value?: number | null;
  onChange?: (value: number | null) => void;
  /** The chosen user as the page already knows it; otherwise an unsuggested choice's name is asked for by id. */
  known?: Pick<UserOption, 'id' | 'fullname'> | null;
  placeholder?: string;
  disabled?: boolean;
};

/**
 * One of the signed-in customer's users, searched by name or e-mail through GET /api/customers/{id}/lookup/users
 * (SPEC 2.3: at most 100 suggestions), with a clear action that reports null.
 */
export function UserSelect({
  id,
  value = null,
  onChange,
  known = null,
  placeholder = 'ФИО или e-mail',
  disabled = false,
}: UserSelectProps) {
  const search = useLookupSearch();
  const { query } = search;

  const found = useUserOptions(query);
  const suggested = found.data ?? [];
  const isChoiceUnlisted = value !== null && !suggested.some((user) => user.id === value);
  const isChoiceKnown = known !== null && known.id === value;
  const resolved = useUserOptionById(isChoiceUnlisted && !isChoiceKnown && !found.isFetching ? value : null);
  const chosen = isChoiceUnlisted ? (isChoiceKnown ? known : (resolved.data ?? null)) : null;

  const options = [...(chosen ? [chosen] : []), ...suggested].map((user) => ({
    value: user.id,
    label: user.fullname,
  }));

  return (
    <Select<number>
      id={id}
      value={value ?? undefined}
      onChange={(next?: number) => onChange?.(next ?? null)}
      options={options}
      showSearch={{ onSearch: search.onSearch, filterOption: false }}
      onBlur={search.reset}
      allowClear
      disabled={disabled}
      placeholder={placeholder}
      loading={found.isFetching}
      notFoundContent={found.isFetching ? <Spin size="small" /> : 'Пользователи не найдены'}
      style={{ width: '100%' }}
    />
  );
}
