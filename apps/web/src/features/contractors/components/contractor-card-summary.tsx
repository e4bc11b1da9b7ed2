import { CONTRACTOR_STATUS } from '@portal/contract/companies/contractor-status';
import {
  type ContractorCard,
  EXPRESS_DRIVERS_CHECK_TEXTS,
} from '@portal/contract/contractors/contractor-card.schemas';
import { formatDate } from '@portal/contract/format/dates';
import { isAdmin } from '@portal/contract/roles';
import { Alert, Button, Card, Descriptions, Flex, Typography } from 'antd';
import { Link } from 'react-router';
import { PartnerStatusTag, VerificationStatusTag } from '../../../shared/companies/carrier-status-tags';
import { routePath } from '../../../shared/navigation/route-path';
import { useSession } from '../../../shared/session/session-query';
import { ContractorRating } from './contractor-rating';
import { ExpressDriversCheckSwitch } from './express-drivers-check-switch';
import { PartnerActions } from './partner-actions';

/** The head of the carrier card: statuses, rating, fleet counts and what the customer may do. */
export function ContractorCardSummary({ card }: { card: ContractorCard }) {
  const session = useSession();
  const { contractor } = card;
  const isWaitingForDecision = contractor.verificationStatus === CONTRACTOR_STATUS.sentForVerification;
  return (
    <Card>
      <Flex vertical gap={16}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {contractor.name}
        </Typography.Title>
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2, lg: 3 }}
          items={[
            {
              key: 'verification',
              label: 'Верификация',
              children: (
                <VerificationStatusTag status={contractor.verificationStatus} active={contractor.active} />
              ),
            },
            {
              key: 'partner',
              label: 'Статус партнёра',
              children: <PartnerStatusTag status={card.partnerStatus} />,
            },
            { key: 'since', label: 'Партнёр с', children: formatDate(card.partnerSince) || '—' },
            {
              key: 'rating',
              label: 'Рейтинг',
              children: (
                <Flex gap={12} wrap align="baseline">
                  <ContractorRating rating={contractor.rating} />
                  <Link to={routePath('contractor-rating', { contractorId: contractor.id })}>
                    Карточка рейтинга
                  </Link>
                </Flex>
              ),
            },
            { key: 'inn', label: 'ИНН', children: contractor.inn },
            { key: 'kpp', label: 'КПП', children: contractor.kpp ?? '—' },
            { key: 'ogrn', label: 'ОГРН', children: contractor.ogrn ?? '—' },
            ...(card.details
              ? [
                  { key: 'drivers', label: 'Водители', children: card.details.counts.drivers },
                  {
                    key: 'vehicles',
                    label: 'Транспортные средства',
                    children: card.details.counts.vehicles,
                  },
                  {
                    key: 'express',
                    label: EXPRESS_DRIVERS_CHECK_TEXTS.label,
                    span: 'filled' as const,
                    children: (
                      <ExpressDriversCheckSwitch
                        contractor={contractor}
                        isEnabled={card.details.expressDriversCheck}
                      />
                    ),
                  },
                ]
              : []),
          ]}
        />
        {card.partnerStatus === 3 && card.partnerReason && (
          <Alert type="error" showIcon title="Причина блокировки" description={card.partnerReason} />
        )}
        <Flex gap={8} wrap>
          <PartnerActions
            variant="buttons"
            contractor={{ ...contractor, partnerStatus: card.partnerStatus }}
          />
          {isWaitingForDecision && session && isAdmin(session.roles) && (
            <Link to={routePath('verification-contractor', { contractorId: contractor.id })}>
              <Button type="primary">Проверить документы</Button>
            </Link>
          )}
        </Flex>
      </Flex>
    </Card>
  );
}
