import {
  readGate,
  type AnalysisMode,
  type AnalysisModeId,
  type GateTarget,
  type ProductConfig,
  type ProductDocument,
} from '@portal/domain';
import type { HandlerContext } from './context.js';
import { gateDenial } from './reader-gate.js';

type GateReads = Pick<HandlerContext, 'config' | 'reader' | 'params'>;

/** The gate's answer for a target, or its 401/403/404 (packages/domain/src/access/gate.ts). */
function pass(c: GateReads, target: GateTarget): { product: ProductConfig; mode?: AnalysisMode } {
  const d = readGate(c.reader, target);
  if (d.kind === 'deny') throw gateDenial(d.status, d.reason, c.params.id ?? '');
  return d;
}

/** The route's product, when the reader may read its product-level data; otherwise the gate's 401/403/404. */
export function requireProduct(c: GateReads): ProductConfig {
  return pass(c, { kind: 'product', product: c.config.products.get(c.params.id ?? '') }).product;
}

/** The route's product and mode, when the reader may read that mode's data; otherwise the gate's 401/403/404. */
export function requireMode(
  c: GateReads,
  modeId: AnalysisModeId | 'primary',
): { product: ProductConfig; mode: AnalysisMode } {
  // The whole catalogue: admins of another share class of the fund pass the mode's roles (seed 000 §4 step 5).
  const d = pass(c, {
    kind: 'mode',
    product: c.config.products.get(c.params.id ?? ''),
    mode: modeId,
    catalogue: c.config.products,
  });
  if (!d.mode) throw new Error('the mode gate allowed without a mode');
  return { product: d.product, mode: d.mode };
}

/** The route's product, when the reader may read its overview's texts; otherwise the gate's 401/403/404. */
export function requireOverview(c: GateReads): ProductConfig {
  return pass(c, { kind: 'overview', product: c.config.products.get(c.params.id ?? '') }).product;
}

/** The route's product, when the reader may read its documents list; otherwise the gate's 401/403/404. */
export function requireDocuments(c: GateReads): ProductConfig {
  return pass(c, { kind: 'documents', product: c.config.products.get(c.params.id ?? '') }).product;
}

/** The route's product, when the reader may read its media; otherwise the gate's 401/403/404. */
export function requireMedia(c: GateReads): ProductConfig {
  return pass(c, { kind: 'media', product: c.config.products.get(c.params.id ?? '') }).product;
}

/** The route's product and document, when the reader may download the file; otherwise the gate's 401/403/404. */
export function requireDocument<D extends ProductDocument>(c: GateReads, document: D | undefined): D {
  pass(c, { kind: 'document', product: c.config.products.get(c.params.id ?? ''), document });
  if (!document) throw gateDenial(404, 'unknownDocument', c.params.id ?? '');
  return document;
}
