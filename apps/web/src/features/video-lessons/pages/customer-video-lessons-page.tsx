import { PlusOutlined } from '@ant-design/icons';
import { VIDEO_LESSON_ACCESS } from '@portal/contract/video-lessons/video-lessons.schemas';
import { Button, Select } from 'antd';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { DelayedInput } from '../../../shared/list/delayed-input';
import { FilterField } from '../../../shared/list/filter-panel';
import { ListPage } from '../../../shared/list/list-page';
import { useListParams } from '../../../shared/list/use-list-params';
import { routePath } from '../../../shared/navigation/route-path';
import { useCan } from '../../../shared/session/use-can';
import {
  type CustomerVideoLessonsQuery,
  fetchCustomerVideoLessons,
  useCustomerVideoLessons,
} from '../api/customer-video-lessons';
import { VIDEO_LESSON_COLUMNS } from '../components/video-lesson-columns';
import { VIDEO_LESSON_EXPORT_COLUMNS } from '../components/video-lesson-export';

const FILTER_KEYS = ['name', 'published'] as const;

const PUBLISHED_OPTIONS = [
  { value: 'true', label: 'Да' },
  { value: 'false', label: 'Нет' },
];

function CustomerVideoLessonsPage() {
  const navigate = useNavigate();
  const canCreate = useCan(VIDEO_LESSON_ACCESS.create);
  const list = useListParams(FILTER_KEYS);
  const { name, published } = list.filters;

  const filterQuery = useMemo(
    (): Omit<CustomerVideoLessonsQuery, 'page' | 'limit'> => ({
      ...(name.trim() ? { name: name.trim() } : {}),
      ...(published === 'true' || published === 'false' ? { published } : {}),
    }),
    [name, published],
  );
  const query = useCustomerVideoLessons({ page: list.page, limit: list.limit, ...filterQuery });

  return (
    <ListPage
      list={list}
      query={query}
      columns={VIDEO_LESSON_COLUMNS}
      rowKey={(lesson) => lesson.id}
      emptyText="Видеоуроки не найдены"
      actions={
        canCreate && (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => navigate(routePath('video-lesson-add'))}
          >
            Добавить
          </Button>
        )
      }
      filters={
        <>
          <FilterField label="Название" htmlFor="video-lessons-filter-name">
            <DelayedInput
              id="video-lessons-filter-name"
              placeholder="Часть названия"
              value={name}
              onChange={(value) => list.setFilter('name', value)}
            />
          </FilterField>
          <FilterField label="Опубликован" htmlFor="video-lessons-filter-published" width={180}>
            <Select
              id="video-lessons-filter-published"
              allowClear
              placeholder="Все"
              options={PUBLISHED_OPTIONS}
              value={published || undefined}
              onChange={(value?: string) => list.setFilter('published', value ?? '')}
            />
          </FilterField>
        </>
      }
      exportOptions={{
        fileName: 'Видеоуроки',
        columns: VIDEO_LESSON_EXPORT_COLUMNS,
        fetchPage: (page, limit) => fetchCustomerVideoLessons({ ...filterQuery, page, limit }),
      }}
    />
  );
}

export { CustomerVideoLessonsPage as Component };
