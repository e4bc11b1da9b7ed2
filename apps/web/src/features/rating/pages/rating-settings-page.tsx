import { isAdmin } from '@portal/contract/roles';
import { Alert, Flex, Spin } from 'antd';
import { useSession } from '../../../shared/session/session-query';
import { useRatingIndexes, useRatingSettings } from '../api/rating-api';
import { GraceMinutesCard } from '../components/grace-minutes-card';
import { IndexSettingsCard } from '../components/index-settings-card';

/**
 * Issue 17 rating settings (K; changes by admins): the lateness grace, then every index with its formula, weight and
 * points scale.
 */
function RatingSettingsPage() {
  const session = useSession();
  const canEdit = isAdmin(session?.roles ?? []);
  const indexes = useRatingIndexes();
  const settings = useRatingSettings();

  if (indexes.isPending || settings.isPending) return <Spin />;
  return (
    <Flex vertical gap={16}>
      {!canEdit && <Alert type="info" showIcon message="Изменять настройки рейтинга может администратор" />}
      {settings.data && <GraceMinutesCard settings={settings.data} canEdit={canEdit} />}
      {(indexes.data?.items ?? []).map((index) => (
        <IndexSettingsCard key={index.id} index={index} canEdit={canEdit} />
      ))}
    </Flex>
  );
}

export { RatingSettingsPage as Component };
