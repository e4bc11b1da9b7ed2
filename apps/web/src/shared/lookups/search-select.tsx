import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type RefSelectProps, Select, Spin } from 'antd';
import { type Ref, useState } from 'react';
import { useLookupSearch } from './use-lookup-search';

export type SearchOption = { id: number; label: string };

type SearchSelectProps = {
  id: string;
  /** The first part of the lookups' query keys. */
  lookupKey: string;
  /** At most 100 options matching the text. */
  fetchOptions: (query: string, signal: AbortSignal) => Promise<SearchOption[]>;
  /** The option of a chosen id the suggestions do not hold (a filter restored from the URL). */
  fetchOne: (id: number, signal: AbortSignal) => Promise<SearchOption>;
  value: number | null;
  onChange: (value: number | null) => void;
  placeholder: string;
  notFoundText: string;
  /** A form's handle on the select, to scroll to it and focus it when it is the first invalid field. */
  ref?: Ref<RefSelectProps>;
};

/** A filter's searchable select over one of the customer's lookups, asked once opened. */
export function SearchSelect({
  id,
  lookupKey,
  fetchOptions,
  fetchOne,
  value,
  onChange,
  placeholder,
  notFoundText,
  ref,
}: SearchSelectProps) {
  const search = useLookupSearch();
  const [wasOpened, setWasOpened] = useState(false);
  const found = useQuery({
    queryKey: ['lookup', lookupKey, search.query] as const,
    queryFn: ({ signal }) => fetchOptions(search.query, signal),
    enabled: wasOpened,
    placeholderData: keepPreviousData,
  });
  const suggested = found.data ?? [];
  const isUnlisted = value !== null && !suggested.some((option) => option.id === value);
  const chosen = useQuery({
    queryKey: ['lookup', lookupKey, 'by-id', value] as const,
    queryFn: ({ signal }) => fetchOne(value ?? 0, signal),
    enabled: isUnlisted,
    staleTime: 60_000,
  });
  const options = [...(isUnlisted && chosen.data ? [chosen.data] : []), ...suggested].map((option) => ({
    value: option.id,
    label: option.label,
  }));
  return (
    <Select<number>
      ref={ref}
      id={id}
      value={value ?? undefined}
      onChange={(next?: number) => onChange(next ?? null)}
      options={options}
      showSearch={{ onSearch: search.onSearch, filterOption: false }}
      onBlur={search.reset}
      onOpenChange={(open) => {
        if (open) setWasOpened(true);
      }}
      allowClear
      placeholder={placeholder}
      loading={found.isFetching}
      notFoundContent={found.isFetching ? <Spin size="small" /> : notFoundText}
      style={{ width: '100%' }}
    />
  );
}
