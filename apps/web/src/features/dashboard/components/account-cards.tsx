import { BankOutlined, SafetyCertificateOutlined, UserOutlined } from '@ant-design/icons';
import type { Session } from '@portal/contract/auth/auth.schemas';
import {
  CONTRACTOR_STATUS_LABELS,
  type ContractorStatus,
} from '@portal/contract/companies/contractor-status';
import { OWNER_TYPE_LABELS } from '@portal/contract/roles';
import { Card, Col, Descriptions, Row, Tag } from 'antd';
import { roleLabel } from '../../../shared/session/role-label';

const statusLabel = (status: number): string =>
  CONTRACTOR_STATUS_LABELS[status as ContractorStatus] ?? `Статус ${status}`;

/** Who is logged in: the company, the user, and for a contractor its verification. */
export function AccountCards({ session }: { session: Session }) {
  const isContractor = session.ownerType === 'contractor';
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={isContractor ? 8 : 12}>
        <Card
          title={
            <>
              <BankOutlined /> Компания
            </>
          }
          style={{ height: '100%' }}
        >
          <Descriptions
            column={1}
            size="small"
            items={[
              { key: 'name', label: 'Название', children: session.company.name },
              { key: 'inn', label: 'ИНН', children: session.INN || '—' },
              { key: 'type', label: 'Тип', children: OWNER_TYPE_LABELS[session.ownerType] },
            ]}
          />
        </Card>
      </Col>
      <Col xs={24} lg={isContractor ? 8 : 12}>
        <Card
          title={
            <>
              <UserOutlined /> Пользователь
            </>
          }
          style={{ height: '100%' }}
        >
          <Descriptions
            column={1}
            size="small"
            items={[
              { key: 'fullname', label: 'ФИО', children: session.fullname },
              { key: 'username', label: 'Логин', children: session.username },
              { key: 'role', label: 'Роль', children: roleLabel(session.roles) },
            ]}
          />
        </Card>
      </Col>
      {isContractor && (
        <Col xs={24} lg={8}>
          <Card
            title={
              <>
                <SafetyCertificateOutlined /> Верификация
              </>
            }
            style={{ height: '100%' }}
          >
            <Descriptions
              column={1}
              size="small"
              items={[
                {
                  key: 'status',
                  label: 'Статус',
                  children: (
                    <Tag color={session.verified ? 'success' : 'warning'}>
                      {statusLabel(session.verificationStatus)}
                    </Tag>
                  ),
                },
                {
                  key: 'access',
                  label: 'Доступ',
                  children: session.verified ? 'Все разделы перевозчика' : 'Только верификация',
                },
              ]}
            />
          </Card>
        </Col>
      )}
    </Row>
  );
}
