import { Card, Col, Empty, Flex, Pagination, Row, Skeleton } from 'antd';
import { RefreshButton } from '../../../shared/list/refresh-button';
import { useListParams } from '../../../shared/list/use-list-params';
import { routePath } from '../../../shared/navigation/route-path';
import { usePublishedVideoLessons } from '../api/published-video-lessons';
import { VideoLessonCard } from '../components/video-lesson-card';

const NO_FILTERS = [] as const;
const CARDS_PER_PAGE = 24;
const CARD_COLUMNS = { xs: 24, sm: 12, lg: 8, xxl: 6 } as const;

function ContractorVideoLessonsPage() {
  const list = useListParams(NO_FILTERS, { defaultLimit: CARDS_PER_PAGE });
  const query = usePublishedVideoLessons({ page: list.page, limit: list.limit });
  const lessons = query.data?.items ?? [];

  return (
    <Flex vertical gap={16}>
      <Flex justify="flex-end">
        <RefreshButton
          onRefresh={() => void query.refetch()}
          isRefreshing={query.isFetching && !query.isPending}
          updatedAt={query.dataUpdatedAt}
        />
      </Flex>
      {query.isPending ? (
        <Row gutter={[16, 16]}>
          {[1, 2, 3].map((key) => (
            <Col key={key} {...CARD_COLUMNS}>
              <Card>
                <Skeleton active />
              </Card>
            </Col>
          ))}
        </Row>
      ) : lessons.length === 0 ? (
        <Card>
          <Empty description="Видеоуроки пока не опубликованы" />
        </Card>
      ) : (
        <Row gutter={[16, 16]}>
          {lessons.map((lesson) => (
            <Col key={lesson.id} {...CARD_COLUMNS}>
              <VideoLessonCard
                lesson={lesson}
                to={routePath('video-lesson-contractor-view', { videoLessonId: lesson.id })}
              />
            </Col>
          ))}
        </Row>
      )}
      {(query.data?.totalCount ?? 0) > list.limit && (
        <Pagination
          align="center"
          current={list.page}
          pageSize={list.limit}
          total={query.data?.totalCount ?? 0}
          onChange={(page) => list.setPage(page)}
          showSizeChanger={false}
        />
      )}
    </Flex>
  );
}

export { ContractorVideoLessonsPage as Component };
