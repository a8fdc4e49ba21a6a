import { ComparisonPage } from '../../features/comparison';
import { useCatalogue } from '../../features/products';

export function ComparisonRoute() {
  return <ComparisonPage catalogue={useCatalogue()} />;
}
