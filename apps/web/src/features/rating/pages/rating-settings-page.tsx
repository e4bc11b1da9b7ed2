import { isAdmin } from '@portal/contract/roles';
import { Alert, Flex, Spin } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useSession } from '../../../shared/session/session-query';
import { useRatingIndexes, useRatingSettings } from '../api/rating-api';
import { GraceMinutesCard } from '../components/grace-minutes-card';
import { IndexSettingsCard } from '../components/index-settings-card';
import { type IndexEdit, previewBody } from '../components/index-settings-form';
import { RatingPreviewCard } from '../components/rating-preview-card';

/** The preview asks the server once the admin pauses typing. */
const PREVIEW_DELAY_MS = 500;

/** The weights and scales as edited on the screen, settled for the preview after a pause. */
const useSettledEdits = () => {
  const [edits, setEdits] = useState<ReadonlyMap<number, IndexEdit>>(new Map());
  const [settled, setSettled] = useState(edits);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(edits), PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [edits]);
  const edit = useCallback(
    (indexId: number, value: IndexEdit) => setEdits((current) => new Map(current).set(indexId, value)),
    [],
  );
  return { settled, edit };
};

/**
 * Issue 17 rating settings (K; changes by admins): the lateness grace, then every index with its formula, weight and
 * points scale, and for admins a preview of how the carriers' current ratings would change before saving.
 */
function RatingSettingsPage() {
  const session = useSession();
  const canEdit = isAdmin(session?.roles ?? []);
  const indexes = useRatingIndexes();
  const settings = useRatingSettings();
  const edits = useSettledEdits();

  if (indexes.isPending || settings.isPending) return <Spin />;
  return (
    <Flex vertical gap={16}>
      {!canEdit && <Alert type="info" showIcon message="Изменять настройки рейтинга может администратор" />}
      {settings.data && <GraceMinutesCard settings={settings.data} canEdit={canEdit} />}
      {canEdit && <RatingPreviewCard body={previewBody(edits.settled)} />}
      {(indexes.data?.items ?? []).map((index) => (
        <IndexSettingsCard key={index.id} index={index} canEdit={canEdit} onEdit={edits.edit} />
      ))}
    </Flex>
  );
}

export { RatingSettingsPage as Component };
