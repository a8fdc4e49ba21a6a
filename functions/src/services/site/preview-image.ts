import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { LRUCache } from 'lru-cache';
import { previewCardSvg, type Language, type PreviewCardInput, type VisitorHints } from '@portal/domain';
import type { ApiDeps } from '../api/context.js';
import { FONT_FILES, fontDir } from '../factsheets/render-pdf.js';
import { tenantLogoBytes, tenantRuntime, type TenantRuntime } from '../../tenant/tenant-runtime.js';
import { guestProduct, readerQuery } from './guest-product.js';

/*
 * The link-preview image of a product (issue 27 item 4): the Open Graph / Twitter card a chat shows for a pasted
 * product link, a PNG of the domain's card (packages/domain/src/site/preview-card.ts). Its data comes only through the
 * API contract, as a guest, through the same gates as the visitor's own browser (./guest-api.ts): a product the guest
 * may not see, or whose overview the gate refuses to this visitor, has no card at all (404), never one with its data.
 * A link-preview robot sends no cookie, so it reads as a visitor without an investor profile: where the language's
 * investor-profile checks are on, it gets no card, as such a visitor gets no overview.
 */

/** The tenant's look on the card: what `tenantRuntime()` says, the logo's bytes read beside it. */
export interface PreviewBrand {
  orgName: string;
  primaryColor: string;
  logo: { bytes: Uint8Array; mimeType: string; width: number; height: number } | null;
}

export type PreviewImage = { status: 200; png: Uint8Array; etag: string } | { status: 404 };

/**
 * Rendered cards by the hash of their SVG: everything the card draws (name, share class, NAV and its date, YTD,
 * language, the tenant's logo, name and colour) is in the SVG, so a new NAV, a catalogue edit or a re-stamped tenant
 * gives a new key and an unchanged card is never drawn twice. About 200 cards of some 50 KB each.
 */
const rendered = new LRUCache<string, Uint8Array>({
  max: 200,
  maxSize: 32 * 1024 * 1024,
  sizeCalculation: (png) => png.byteLength,
});

/** The brand of the runtime object `tenantRuntime()` returns (the same object until the stamp changes). */
const brands = new WeakMap<TenantRuntime, PreviewBrand>();

function tenantBrand(): PreviewBrand {
  const runtime = tenantRuntime();
  let brand = brands.get(runtime);
  if (!brand) {
    const bytes = tenantLogoBytes();
    const logo = runtime.logo && bytes ? { ...runtime.logo, bytes } : null;
    brand = { orgName: runtime.orgName, primaryColor: runtime.primaryColor, logo };
    brands.set(runtime, brand);
  }
  return brand;
}

const fontFiles = () => Object.values(FONT_FILES).map((file) => join(fontDir(), file));

/** The card's data as the visitor may read it, or null when the product has no card for them. */
async function cardInput(
  deps: ApiDeps,
  productId: string,
  lang: Language,
  hints: VisitorHints,
  brand: PreviewBrand,
): Promise<PreviewCardInput | null> {
  const read = await guestProduct(deps, productId, readerQuery(lang, hints));
  if (!read) return null;
  const { product, numbers } = read;
  const { logo } = brand;
  const price = numbers?.lastPrice ?? null;
  const date = numbers?.lastDate ?? null;
  return {
    lang,
    productName: product.productName,
    shareClass: product.shareClass?.class ?? null,
    currency: numbers?.currency ?? product.currency,
    nav: price !== null && date !== null ? { value: price, date } : null,
    ytdReturn: numbers?.ytdReturn ?? null,
    orgName: brand.orgName,
    primaryColor: brand.primaryColor,
    logo: logo && {
      href: `data:${logo.mimeType};base64,${Buffer.from(logo.bytes).toString('base64')}`,
      width: logo.width,
      height: logo.height,
    },
  };
}

/**
 * The preview image of `productId` in `lang` for a visitor with `hints` (the `__session` cookie's: a robot has none),
 * a 1200 × 630 PNG with an ETag of its content, or 404 when the visitor may not see the product's overview. `brand`:
 * the tenant's by default.
 */
export async function productPreviewImage(o: {
  deps: ApiDeps;
  productId: string;
  lang: Language;
  hints?: VisitorHints;
  brand?: PreviewBrand;
}): Promise<PreviewImage> {
  const input = await cardInput(o.deps, o.productId, o.lang, o.hints ?? {}, o.brand ?? tenantBrand());
  if (!input) return { status: 404 };
  const svg = previewCardSvg(input);
  const key = createHash('sha256').update(svg).digest('base64url');
  const etag = `"${key.slice(0, 27)}"`;
  const cached = rendered.get(key);
  if (cached) return { status: 200, png: cached, etag };
  // Loaded on the first card: every function of the deploy loads this bundle, and none but `site` draws cards, so the
  // native renderer stays out of their start-up.
  const { renderAsync } = await import('@resvg/resvg-js');
  // Off the event loop: the site function serves other requests while resvg draws (a few tens of milliseconds).
  const image = await renderAsync(svg, {
    font: { fontFiles: fontFiles(), loadSystemFonts: false, defaultFontFamily: 'Liberation Sans' },
  });
  const png = new Uint8Array(image.asPng());
  rendered.set(key, png);
  return { status: 200, png, etag };
}
