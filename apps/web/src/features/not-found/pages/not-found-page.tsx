import { NotFoundResult } from '../../../shared/components/not-found-result';

function NotFoundPage() {
  return <NotFoundResult />;
}

export { NotFoundPage as Component };
