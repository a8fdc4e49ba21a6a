import { useSearchParams } from 'react-router';
import { UnsubscribePage } from '../../features/follow';

/** `/unsubscribe?token=...` (the link of follower mails), loaded with its route. */
export function UnsubscribeRoute() {
  const [search] = useSearchParams();
  return <UnsubscribePage token={search.get('token')?.trim() ?? null} />;
}
