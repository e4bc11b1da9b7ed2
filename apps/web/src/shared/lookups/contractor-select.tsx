import { LOOKUP_LIST_LIMIT } from '@portal/contract/constants';
import type { ContractorLookupQuery, ContractorOption } from '@portal/contract/lookups/lookups.schemas';
import { Select, Spin } from 'antd';
import { useState } from 'react';
import { useContractorOptions } from './contractor-options';
import { useLookupSearch } from './use-lookup-search';

type ContractorSelectBaseProps = {
  id?: string;
  /** 'accredited' offers only the customer's accredited verified partners (who may be invited). */
  partner?: ContractorLookupQuery['partner'];
  placeholder?: string;
  /** Carriers already at hand (a record's members): their names show without asking the server. */
  known?: readonly ContractorOption[];
};

type SingleProps = ContractorSelectBaseProps & {
  mode?: undefined;
  value?: number | undefined;
  onChange: (value: number | undefined) => void;
};

type MultipleProps = ContractorSelectBaseProps & {
  mode: 'multiple';
  value: readonly number[];
  onChange: (value: number[], options: ContractorOption[]) => void;
  /** Shows «Выбрано: N» instead of a tag per carrier, when the choice is listed elsewhere (a table). */
  isSummaryOnly?: boolean;
};

export type ContractorSelectProps = SingleProps | MultipleProps;

const optionLabel = (option: ContractorOption) => `${option.name} (ИНН ${option.inn})`;

/**
 * A carrier chosen by name or INN through GET /api/customers/{id}/lookup/contractors (≤ 100 suggestions). The
 * names of chosen carriers that are neither known nor among the suggestions are asked for by id.
 */
export function ContractorSelect(props: ContractorSelectProps) {
  const { id, partner = 'any', placeholder = 'Название или ИНН', known = [] } = props;
  const selectedIds: readonly number[] =
    props.mode === 'multiple' ? props.value : props.value === undefined ? [] : [props.value];
  const search = useLookupSearch();
  const { query } = search;

  // Suggestions are asked for once the user opens the list, not by every screen that merely shows the control.
  const [wasOpened, setWasOpened] = useState(false);
  const found = useContractorOptions({ ...(query ? { query } : {}), partner }, { enabled: wasOpened });
  const knownIds = new Set(known.map((option) => option.id));
  const unknownIds = selectedIds.filter((selected) => !knownIds.has(selected)).slice(0, LOOKUP_LIST_LIMIT);
  const resolved = useContractorOptions({ id: unknownIds }, { enabled: unknownIds.length > 0 });

  const byId = new Map<number, ContractorOption>();
  for (const option of [...known, ...(resolved.data ?? []), ...(found.data ?? [])])
    byId.set(option.id, option);
  const suggested = found.data ?? [];
  const suggestedIds = new Set(suggested.map((option) => option.id));
  const chosen = selectedIds
    .filter((selected) => !suggestedIds.has(selected))
    .flatMap((selected) => byId.get(selected) ?? []);
  const options = [...suggested, ...chosen].map((option) => ({
    value: option.id,
    label: optionLabel(option),
  }));

  const common = {
    id,
    placeholder,
    options,
    allowClear: true,
    style: { width: '100%' },
    showSearch: { onSearch: search.onSearch, filterOption: false },
    onBlur: search.reset,
    onOpenChange: (open: boolean) => {
      if (open) setWasOpened(true);
    },
    loading: found.isFetching,
    notFoundContent: found.isFetching ? <Spin size="small" /> : 'Перевозчики не найдены',
  } as const;

  if (props.mode === 'multiple') {
    return (
      <Select<number[]>
        {...common}
        mode="multiple"
        value={[...props.value]}
        onChange={(ids) =>
          props.onChange(
            ids,
            ids.flatMap((selected) => byId.get(selected) ?? []),
          )
        }
        {...(props.isSummaryOnly
          ? { maxTagCount: 0, maxTagPlaceholder: () => `Выбрано: ${props.value.length}` }
          : {})}
      />
    );
  }
  return <Select<number> {...common} value={props.value} onChange={(value) => props.onChange(value)} />;
}
