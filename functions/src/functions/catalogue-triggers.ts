import { getFirestore } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { paths } from '@portal/domain';
import { bumpCatalogueVersion } from '../services/catalogue/catalogue-version.js';
import { FUNCTIONS_REGION } from '../tenant/deploy-facts.js';

// Configuration caches (the API's) reload when this version moves: any write to the catalogue bumps it.
const options = { region: FUNCTIONS_REGION } as const;
const bump = () => bumpCatalogueVersion(getFirestore());

export const onProductWritten = onDocumentWritten(
  { ...options, document: `${paths.products()}/{productId}` },
  bump,
);
export const onBenchmarkWritten = onDocumentWritten(
  { ...options, document: `${paths.benchmarks()}/{benchmarkId}` },
  bump,
);
export const onPlatformSettingsWritten = onDocumentWritten(
  { ...options, document: paths.platformSettings() },
  bump,
);
