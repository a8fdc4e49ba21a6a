import { ApiDocsPage } from '../../features/api-docs';

export function ApiDocsRoute() {
  return <ApiDocsPage />;
}
