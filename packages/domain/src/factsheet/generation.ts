import { z } from 'zod';
import { FACTSHEET_MAX_PAGES } from '../schemas/factsheet.js';
import type { Language } from '../constants.js';
import { idSchema, isoDateSchema, languageSchema } from '../tenant/common.js';
import type { ProductConfig } from '../tenant/product-config.js';

/*
 * Generate factsheets (seed 000 §2 "generate factsheets", §3 "Factsheet generation state", §4 "Factsheet generation
 * possibility", §5 "Factsheet generation", §8 "Factsheet"; docs/factsheets.md "Generation and downloads"). The rules
 * live here once: the page checks them before asking, the API checks them again before anything is queued, and the
 * task checks them a last time before it renders.
 */

/** Products one request may name (a batch of 250 is the benchmark; beyond that, split the request). */
export const FACTSHEET_GENERATION_MAX_PRODUCTS = 500;

/** `POST /api/operations/generate-factsheets` (and its `check` variant): seed 000 §3 "Factsheet generation state". */
export const factsheetGenerationRequestSchema = /* @__PURE__ */ z
  .object({
    productIds: z
      .array(idSchema)
      .min(1)
      .max(FACTSHEET_GENERATION_MAX_PRODUCTS)
      .refine((ids) => new Set(ids).size === ids.length, { message: 'duplicate product id' }),
    languages: z
      .array(languageSchema)
      .min(1)
      .refine((l) => new Set(l).size === l.length, { message: 'duplicate language' }),
    /** The factsheet date (the figures are cut there), entered as yyyy-mm-dd. */
    date: isoDateSchema,
    /** The generated documents need a signed-in reader (the document's login-required flag). */
    needLogin: z.boolean(),
    /** The generated documents become the last factsheet of their language (download-last-factsheet). */
    isLastFactsheet: z.boolean(),
  })
  .strict();
export type FactsheetGenerationRequest = z.infer<typeof factsheetGenerationRequestSchema>;

/** Why one product+language cannot be generated (seed 000 §4, §8). */
export const FACTSHEET_GENERATION_REFUSALS = [
  'dateBeforeCreation',
  'languageUnavailable',
  'tooManyPages',
] as const;
export type FactsheetGenerationRefusal = (typeof FACTSHEET_GENERATION_REFUSALS)[number];
/** What is allowed but worth a second look: the same-name document of that language is replaced. */
export const FACTSHEET_GENERATION_WARNINGS = ['overwrite'] as const;
export type FactsheetGenerationWarning = (typeof FACTSHEET_GENERATION_WARNINGS)[number];

/** The outcome of {@link checkFactsheetGeneration} for one product and language. */
export interface FactsheetGenerationCheck {
  productId: string;
  lang: Language;
  /** `possible`, or the first refusal (in the order of {@link FACTSHEET_GENERATION_REFUSALS}). */
  status: 'possible' | FactsheetGenerationRefusal;
  warnings: FactsheetGenerationWarning[];
  /** The file name the document gets (and the display name: the file name without `.pdf`). */
  fileName: string;
}

/** `yyyy-mm` of a `yyyy-mm-dd` date. */
const monthOf = (date: string): string => date.slice(0, 7);

/**
 * The display name of a generated factsheet: `Factsheet <product name> <yyyy-mm>`, the same in every language (the
 * product name is not translated), so one month's factsheet of a language has one name and a second generation of
 * the same month replaces it (the overwrite warning) while other months stay as an archive.
 */
export function factsheetDisplayName(productName: string, date: string): string {
  const name = productName.replace(/[\\/:*?"<>|\s]+/g, ' ').trim();
  return `Factsheet ${name} ${monthOf(date)}`;
}

/** The file name of a generated factsheet: its display name + `.pdf`. */
export const factsheetFileName = (productName: string, date: string): string =>
  `${factsheetDisplayName(productName, date)}.pdf`;

/** The languages a product can have a generated factsheet in: shown in and offered for documents. */
export const factsheetLanguages = (
  product: Pick<ProductConfig, 'availableLanguages' | 'langsForDocuments'>,
): Language[] => product.availableLanguages.filter((l) => product.langsForDocuments.includes(l));

/** An existing document of the product, as far as the overwrite check needs it. */
export interface ExistingFactsheetDocument {
  lang: Language;
  displayName: string;
  fileName: string;
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Can the factsheet of `product` in `lang` at `date` be generated (seed 000 §4 "Factsheet generation possibility")?
 * Refused: the date is before the product's inception date, the language is not one of its factsheet languages, or
 * its layout has more than {@link FACTSHEET_MAX_PAGES} pages (`pages`: the highest page of the language's layout;
 * `null` when not known yet). Warned: a document of that language with the same display or file name exists (it is
 * replaced).
 */
export function checkFactsheetGeneration(input: {
  product: Pick<
    ProductConfig,
    'productId' | 'productName' | 'inceptionDate' | 'availableLanguages' | 'langsForDocuments'
  >;
  lang: Language;
  date: string;
  documents: readonly ExistingFactsheetDocument[];
  pages: number | null;
}): FactsheetGenerationCheck {
  const { product, lang, date } = input;
  const fileName = factsheetFileName(product.productName, date);
  const displayName = factsheetDisplayName(product.productName, date);
  const refusals: FactsheetGenerationRefusal[] = [];
  if (date < product.inceptionDate) refusals.push('dateBeforeCreation');
  if (!factsheetLanguages(product).includes(lang)) refusals.push('languageUnavailable');
  if (input.pages !== null && input.pages > FACTSHEET_MAX_PAGES) refusals.push('tooManyPages');
  const overwrite = input.documents.some(
    (d) => d.lang === lang && (sameName(d.displayName, displayName) || sameName(d.fileName, fileName)),
  );
  return {
    productId: product.productId,
    lang,
    status: refusals[0] ?? 'possible',
    warnings: overwrite ? ['overwrite'] : [],
    fileName,
  };
}

/** The last month-end on or before `today` (`yyyy-mm-dd`): the page's default factsheet date. */
export function lastMonthEnd(today: string): string {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const endOfThisMonth = new Date(Date.UTC(y, m, 0)).getUTCDate();
  if (d === endOfThisMonth) return today;
  return new Date(Date.UTC(y, m - 1, 0)).toISOString().slice(0, 10);
}

/** Message keys of the generation's refusals, warnings and failures (`factsheetGeneration.<key>`). */
export const FACTSHEET_GENERATION_MESSAGE_KEYS = [
  ...FACTSHEET_GENERATION_REFUSALS,
  ...FACTSHEET_GENERATION_WARNINGS,
  'unknownProduct',
  'forbidden',
  'generationFailed',
  'productsFailed',
] as const;
export type FactsheetGenerationMessageKey = (typeof FACTSHEET_GENERATION_MESSAGE_KEYS)[number];

/**
 * The texts of every key in en, de, fr and pt (the page's namespace copies them; the operation record stores keys).
 * `{{date}}`, `{{inceptionDate}}`, `{{lang}}`, `{{maxPages}}`, `{{reason}}`, `{{products}}` are filled in.
 */
export const FACTSHEET_GENERATION_MESSAGES: Record<
  'en' | 'de' | 'fr' | 'pt',
  Record<FactsheetGenerationMessageKey, string>
> = {
  en: {
    dateBeforeCreation: 'The factsheet date {{date}} is before the product was created ({{inceptionDate}}).',
    languageUnavailable: 'The product has no factsheet in this language ({{lang}}).',
    tooManyPages: 'The layout has more than {{maxPages}} pages. Please contact support.',
    overwrite: 'A factsheet with the same name exists in this language; it will be overwritten.',
    unknownProduct: 'This product does not exist.',
    forbidden: 'You may not generate factsheets for this product.',
    generationFailed: 'The factsheet could not be generated: {{reason}}',
    productsFailed: 'The factsheets of these products could not be generated: {{products}}',
  },
  de: {
    dateBeforeCreation:
      'Das Factsheet-Datum {{date}} liegt vor der Auflage des Produkts ({{inceptionDate}}).',
    languageUnavailable: 'Das Produkt hat kein Factsheet in dieser Sprache ({{lang}}).',
    tooManyPages: 'Das Layout hat mehr als {{maxPages}} Seiten. Bitte wenden Sie sich an den Support.',
    overwrite:
      'Ein Factsheet mit demselben Namen existiert in dieser Sprache bereits; es wird überschrieben.',
    unknownProduct: 'Dieses Produkt existiert nicht.',
    forbidden: 'Sie dürfen für dieses Produkt keine Factsheets erstellen.',
    generationFailed: 'Das Factsheet konnte nicht erstellt werden: {{reason}}',
    productsFailed: 'Die Factsheets dieser Produkte konnten nicht erstellt werden: {{products}}',
  },
  fr: {
    dateBeforeCreation:
      'La date de la fiche {{date}} est antérieure à la création du produit ({{inceptionDate}}).',
    languageUnavailable: "Le produit n'a pas de fiche dans cette langue ({{lang}}).",
    tooManyPages: 'La mise en page a plus de {{maxPages}} pages. Veuillez contacter le support.',
    overwrite: 'Une fiche du même nom existe dans cette langue ; elle sera remplacée.',
    unknownProduct: "Ce produit n'existe pas.",
    forbidden: "Vous n'êtes pas autorisé à générer des fiches pour ce produit.",
    generationFailed: "La fiche n'a pas pu être générée : {{reason}}",
    productsFailed: "Les fiches de ces produits n'ont pas pu être générées : {{products}}",
  },
  pt: {
    dateBeforeCreation: 'A data da ficha {{date}} é anterior à criação do produto ({{inceptionDate}}).',
    languageUnavailable: 'O produto não tem ficha neste idioma ({{lang}}).',
    tooManyPages: 'O layout tem mais de {{maxPages}} páginas. Contacte o suporte.',
    overwrite: 'Já existe uma ficha com o mesmo nome neste idioma; será substituída.',
    unknownProduct: 'Este produto não existe.',
    forbidden: 'Não pode gerar fichas para este produto.',
    generationFailed: 'Não foi possível gerar a ficha: {{reason}}',
    productsFailed: 'Não foi possível gerar as fichas destes produtos: {{products}}',
  },
};

const generationCheckSchema = /* @__PURE__ */ z.object({
  productId: z.string(),
  lang: languageSchema,
  status: z.enum(['possible', ...FACTSHEET_GENERATION_REFUSALS]),
  warnings: z.array(z.enum(FACTSHEET_GENERATION_WARNINGS)),
  fileName: z.string(),
});

/** `POST /api/operations/generate-factsheets/check` (the request as body): every product+language's check. */
export const factsheetGenerationCheckResponseSchema = /* @__PURE__ */ z.object({
  checks: z.array(generationCheckSchema),
});
export type FactsheetGenerationCheckResponse = z.infer<typeof factsheetGenerationCheckResponseSchema>;

/**
 * `POST /api/operations/generate-factsheets`: 201 `{ operationId }` once queued; 400 `factsheetGenerationRefused`
 * with `details.checks` (the refused ones) when any product+language is refused: nothing is queued then.
 */
export const factsheetGenerationStartResponseSchema = /* @__PURE__ */ z.object({
  operationId: z.string().min(1),
});
export type FactsheetGenerationStartResponse = z.infer<typeof factsheetGenerationStartResponseSchema>;
