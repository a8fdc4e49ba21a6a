import { useSearchParams } from 'react-router';
import { UnsubscribePage } from '../../features/follow';

/** `/unsubscribe?key=...` (the link of follower mails), loaded with its route. */
export function UnsubscribeRoute() {
  const [search] = useSearchParams();
  return <UnsubscribePage token={search.get('key')?.trim() ?? null} />;
}
