import { EditOutlined } from '@ant-design/icons';
import { CONTRACTOR_STATUS } from '@portal/contract/companies/contractor-status';
import type { ContractorRecord } from '@portal/contract/contractors/contractors.schemas';
import { Alert, Button, Card, Flex, Typography } from 'antd';
import { Link } from 'react-router';
import { VerificationStatusTag } from '../../../shared/companies/carrier-status-tags';
import { CompanyRequisites } from '../../../shared/companies/company-requisites';
import { routePath } from '../../../shared/navigation/route-path';
import { ContractorRating } from './contractor-rating';

type CompanyProfileViewProps = { record: ContractorRecord; canEdit: boolean; onEdit: () => void };

/** The carrier's own company: verification status (with the reason of a rejection), rating and requisites. */
export function CompanyProfileView({ record, canEdit, onEdit }: CompanyProfileViewProps) {
  const isRejected = record.verificationStatus === CONTRACTOR_STATUS.rejected;
  return (
    <Card style={{ maxWidth: 960 }}>
      <Flex vertical gap={16}>
        <Flex justify="space-between" align="center" gap={12} wrap>
          <Flex vertical gap={4}>
            <Typography.Title level={4} style={{ margin: 0 }}>
              {record.name}
            </Typography.Title>
            <Flex gap={8} align="center" wrap>
              <VerificationStatusTag status={record.verificationStatus} active={record.active} />
              <Typography.Text type="secondary">Рейтинг:</Typography.Text>
              <ContractorRating rating={record.rating} />
            </Flex>
          </Flex>
          {canEdit && (
            <Button type="primary" icon={<EditOutlined />} onClick={onEdit}>
              Редактировать
            </Button>
          )}
        </Flex>
        {isRejected && (
          <Alert
            type="error"
            showIcon
            title="Компании отказано в верификации"
            description={
              <Flex vertical gap={4}>
                {record.rejectionReason && <span>Причина: {record.rejectionReason}</span>}
                <Link to={routePath('verification')}>Исправить документы и отправить на проверку</Link>
              </Flex>
            }
          />
        )}
        <CompanyRequisites record={record} />
      </Flex>
    </Card>
  );
}
