import { Button } from 'antd';
import { Link, useNavigate } from 'react-router';
import { routePath } from '../../../shared/navigation/route-path';
import { useCarrierUser } from '../api/carrier-user';
import { CompanyUserCard } from './company-user-card';
import { CompanyUserNotFound, CompanyUserQueryState } from './company-user-query-state';

type CarrierUserViewProps = {
  customerId: number;
  userId: number;
  /** The carrier named by the path, when there is one: a user of another carrier is not found. */
  contractorId?: number;
};

/**
 * A carrier's user as a customer sees it, read-only, with the carrier linked to its card: the carrier's own
 * admin manages its users.
 */
export function CarrierUserView({ customerId, userId, contractorId }: CarrierUserViewProps) {
  const navigate = useNavigate();
  const query = useCarrierUser(customerId, userId);
  const backTo = routePath('contractor-list');
  if (query.data && contractorId !== undefined && query.data.contractor.id !== contractorId) {
    return <CompanyUserNotFound backTo={backTo} />;
  }

  return (
    <CompanyUserQueryState query={query} backTo={backTo}>
      {(user) => {
        const cardPath = routePath('customer-contractor-view', { contractorId: user.contractor.id });
        return (
          <CompanyUserCard
            user={user}
            company={<Link to={cardPath}>{user.contractor.name}</Link>}
            actions={<Button onClick={() => navigate(cardPath)}>Назад</Button>}
          />
        );
      }}
    </CompanyUserQueryState>
  );
}
