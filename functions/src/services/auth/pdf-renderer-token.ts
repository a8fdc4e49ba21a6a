import type { Auth } from 'firebase-admin/auth';
import { idSchema } from '@portal/domain';

/**
 * Sign-in for the factsheet PDF renderer (seed 000 §4 "Route guard" step 1, issue 4 item 7). The generator opens
 * `/products/{id}/factsheet-for-pdf-generation?token=<custom token>` in a headless browser; the page exchanges the
 * token (`signInWithCustomToken`, in-memory persistence) and renders the factsheet as the dedicated service user.
 *
 * Least privilege: the service user holds `role:employee` (read every product, hidden ones included, and every
 * non-internal analysis mode; employees write nothing) only for the session this token starts: the claims are the
 * token's developer claims, never stored on the Auth user, so no other session of that uid ever has them.
 * `pdfRenderer` marks the session for logs and for rules/API checks that want to narrow it further; `pdfProductId`
 * names the one product the session was minted for.
 *
 * Lifetime (README.md in services/roles): the custom token must be exchanged within 1 hour; the ID token it yields
 * lives 1 hour; the renderer page keeps the session in memory only, so it ends with the tab.
 */

export const PDF_RENDERER_UID = 'pdf-renderer';

export interface PdfRendererClaims {
  'role:employee': true;
  pdfRenderer: true;
  pdfProductId: string;
}

/** The developer claims of a renderer token for one product; throws on an id that is not a product id. */
export function pdfRendererClaims(productId: string): PdfRendererClaims {
  const parsed = idSchema.safeParse(productId);
  if (!parsed.success) {
    throw new Error(
      `productId "${productId}" is not a valid product id: ${parsed.error.issues[0]?.message ?? ''}`,
    );
  }
  return { 'role:employee': true, pdfRenderer: true, pdfProductId: parsed.data };
}

/** A custom token for the PDF renderer service user, to be exchanged within one hour. */
export async function createPdfRendererToken(
  auth: Pick<Auth, 'createCustomToken'>,
  input: { productId: string },
): Promise<string> {
  const claims = pdfRendererClaims(input.productId);
  return auth.createCustomToken(PDF_RENDERER_UID, { ...claims });
}
