import { useOutletContext, useSearchParams } from 'react-router';
import { DocumentsPage, DownloadDocumentPage } from '../../features/documents';
import { SectionGate, type ProductContext } from './product';

/*
 * The documents pages of a product (seed 000 §2), loaded with their route (never part of the landing pages' entry
 * chunk). The product comes from `ProductGate`; `SectionGate` takes the same section decision as the guard.
 */

export function DocumentsRoute() {
  const { product } = useOutletContext<ProductContext>();
  return (
    <SectionGate section="documents">
      <DocumentsPage product={product} />
    </SectionGate>
  );
}

export function DownloadDocumentRoute() {
  const { product } = useOutletContext<ProductContext>();
  const [search] = useSearchParams();
  const param = (name: string): string | null => {
    const value = search.get(name)?.trim();
    return value === undefined || value === '' ? null : value;
  };
  const documentId = param('documentId');
  const ownerId = param('from');
  return (
    <SectionGate section="download-document">
      <DownloadDocumentPage product={product} documentId={documentId} ownerId={ownerId} />
    </SectionGate>
  );
}

export function DownloadLastFactsheetRoute() {
  const { product } = useOutletContext<ProductContext>();
  return (
    <SectionGate section="download-last-factsheet">
      <DownloadDocumentPage product={product} documentId={null} ownerId={null} lastFactsheet />
    </SectionGate>
  );
}
