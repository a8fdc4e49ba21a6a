import { FaqPage } from '../../features/faq';

export function FaqRoute() {
  return <FaqPage />;
}
