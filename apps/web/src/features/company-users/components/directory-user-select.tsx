import type { DirectoryUser } from '@portal/contract/directory/directory.schemas';
import { Form, Select, Spin } from 'antd';
import { useState } from 'react';
import { useLookupSearch } from '../../../shared/lookups/use-lookup-search';
import { useDirectoryUsers } from '../api/directory-users';
import type { CompanyUserFormValues } from './company-user-form-values';

const describe = (person: DirectoryUser) =>
  [person.fullname, person.position, person.department, person.username].filter(Boolean).join(' · ');

/**
 * «Найти в справочнике»: a colleague chosen from the staff directory (adusers) fills the e-mail, the name and
 * the phone of the invite form. People who already have an account are not offered.
 */
export function DirectoryUserSelect({ customerId }: { customerId: number }) {
  const form = Form.useFormInstance<CompanyUserFormValues>();
  const search = useLookupSearch();
  const { query } = search;
  const [isOpen, setIsOpen] = useState(false);
  const [chosen, setChosen] = useState<DirectoryUser | null>(null);
  const found = useDirectoryUsers(customerId, query, { enabled: isOpen || query !== '' });
  const people = found.data ?? [];
  const offered = chosen && !people.some((person) => person.id === chosen.id) ? [chosen, ...people] : people;

  const handleChoose = (id: number | undefined) => {
    const person = offered.find((candidate) => candidate.id === id) ?? null;
    setChosen(person);
    if (!person) return;
    form.setFieldsValue({ username: person.username, fullname: person.fullname, phone: person.phone ?? '' });
    void form.validateFields(['username', 'fullname', 'phone']).catch(() => undefined);
  };

  return (
    <Form.Item
      label="Найти в справочнике"
      htmlFor="directory-user"
      extra="Сотрудники группы без учётной записи на портале: выбор заполнит e-mail, ФИО и телефон"
    >
      <Select<number>
        id="directory-user"
        placeholder="ФИО или e-mail сотрудника"
        allowClear
        value={chosen?.id}
        options={offered.map((person) => ({ value: person.id, label: describe(person) }))}
        showSearch={{ onSearch: search.onSearch, filterOption: false }}
        onOpenChange={setIsOpen}
        onChange={handleChoose}
        loading={found.isFetching}
        notFoundContent={found.isFetching ? <Spin size="small" /> : 'Сотрудники не найдены'}
        style={{ width: '100%' }}
      />
    </Form.Item>
  );
}
