import { formatZonedDateTime, WORKING_TIME_ZONE } from '@portal/contract/freight/zoned-time';
import type { PenaltyEvidence as Evidence } from '@portal/contract/proformas/proformas.schemas';
import { formatHoursAndMinutes } from '@portal/contract/rating/rating.rules';
import { Typography } from 'antd';

const moscow = (value: string | null) => formatZonedDateTime(value, WORKING_TIME_ZONE) || '—';

/** DESIGN 12: a penalty's evidence is its flight's late points; an accepted appeal shows the penalty removed. */
export function PenaltyEvidence({ evidence }: { evidence: Evidence | null }) {
  if (!evidence) return null;
  return (
    <>
      {evidence.points.map((point) => (
        <Typography.Text key={point.id} type="secondary" style={{ fontSize: 12 }}>
          {point.department}: план {moscow(point.planDateArrival)}, факт {moscow(point.factDateArrival)},
          опоздание {formatHoursAndMinutes(point.latenessSeconds)}
        </Typography.Text>
      ))}
      {evidence.appeal && (
        <Typography.Text type="success" style={{ fontSize: 12 }}>
          Снят: апелляция № {evidence.appeal.id} принята
        </Typography.Text>
      )}
    </>
  );
}
