import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { checkDocumentFile, readerDocuments } from '@portal/domain';
import {
  loadSeedDocuments,
  prepareSeedDocuments,
  renderSeedPdf,
  type SeedDocuments,
} from './seed-documents.js';

type SeedDocument = SeedDocuments['documents'][number];
import { loadTenant, repoRoot } from './tenants.js';

const tenant = loadTenant('demo');
const brand = { orgName: tenant.settings.orgName, primaryColor: tenant.settings.theme.primaryColor };

describe('the demo tenant documents', () => {
  it('are real PDFs that pass the upload checks, in 2+ languages, on several products', async () => {
    const prepared = await prepareSeedDocuments(
      loadSeedDocuments(repoRoot, 'demo'),
      tenant.catalogue.products,
      brand,
    );
    expect(prepared.length).toBeGreaterThanOrEqual(20);
    for (const d of prepared) {
      expect(checkDocumentFile(d.doc.file.name, d.bytes).ok, d.id).toBe(true);
      const pdf = await PDFDocument.load(d.bytes);
      expect(pdf.getPageCount()).toBe(1);
      expect(pdf.getTitle()).toContain(d.doc.displayName);
      expect(d.doc.file.path).toBe(`documents/${d.productId}/${d.id}/${d.doc.file.name}`);
    }
    expect(new Set(prepared.map((d) => d.doc.lang))).toEqual(new Set(['en', 'de', 'fr']));
    expect(new Set(prepared.map((d) => d.productId)).size).toBeGreaterThanOrEqual(5);
    // Every flavour a documents page has to show: class documents, fund documents, login-required, archived.
    expect(prepared.some((d) => d.doc.shareClass !== null)).toBe(true);
    expect(prepared.some((d) => d.doc.loginRequired)).toBe(true);
    expect(prepared.some((d) => d.doc.archived)).toBe(true);
  });

  it('give the EUR class page the KID filed for it under the CHF class', async () => {
    const prepared = await prepareSeedDocuments(
      loadSeedDocuments(repoRoot, 'demo'),
      tenant.catalogue.products,
      brand,
    );
    const eurPage = readerDocuments('global-equity-eur-h', 'de', prepared).map((d) => d.doc.displayName);
    expect(eurPage).toEqual(['Basisinformationsblatt (EUR abgesichert)']);
    const chfPage = readerDocuments('global-equity-chf', 'en', prepared).map((d) => d.doc.displayName);
    expect(chfPage).toEqual([
      'Prospectus',
      'Key information document (CHF)',
      'Annual report 2025',
      'Factsheet October 2026',
    ]);
  });
});

describe('prepareSeedDocuments', () => {
  /** A fund document of the seed, public and current, with only what a check is about. */
  const entry = (
    productId: string,
    kind: SeedDocument['kind'],
    title: SeedDocument['title'],
  ): SeedDocument => ({
    productId,
    kind,
    title,
    shareClass: null,
    loginRequired: false,
    archived: false,
    lastFactsheet: false,
    date: '2026-01-01',
  });

  it('refuses an unknown product, a language the product does not publish and a duplicate title', async () => {
    const seed: SeedDocuments = {
      texts: loadSeedDocuments(repoRoot, 'demo').texts,
      documents: [
        entry('nope', 'kid', { en: 'X' }),
        entry('quant-core', 'kid', { de: 'Nur Englisch' }),
        entry('swiss-bond-i', 'kid', { en: 'Twice' }),
        entry('swiss-bond-i', 'brochure', { en: 'twice' }),
      ],
    };
    await expect(prepareSeedDocuments(seed, tenant.catalogue.products, brand)).rejects.toThrow(
      /nope: no such product[\s\S]*quant-core "Nur Englisch" \(de\): lang notOffered[\s\S]*swiss-bond-i "twice" \(en\): displayName taken/,
    );
  });

  it('renders the same bytes for the same input', async () => {
    const input = {
      ...brand,
      title: 'Prospectus',
      productName: 'Fund',
      facts: { currency: 'CHF', inceptionDate: '2018-01-02', isin: 'CH0123456789' },
      kind: 'prospectus' as const,
      lang: 'fr' as const,
      date: '2026-03-31',
      texts: loadSeedDocuments(repoRoot, 'demo').texts,
    };
    expect(await renderSeedPdf(input)).toEqual(await renderSeedPdf(input));
  });
});
