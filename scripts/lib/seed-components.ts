/**
 * The demo tenant's overview components (issue 10.2 and 10.8): components of every type for a few products, texts in
 * the tenant's four languages, one pie chart linked across the share classes of a fund, an image drawn here as a
 * PNG and a short video from `tenants/demo/assets/`. Written as the components and media APIs write them (media
 * record + file, components with their links, rich text through the same sanitiser), each checked by the domain's
 * schema before anything is stored. See docs/components.md.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import type { Firestore } from 'firebase-admin/firestore';
import {
  checkMediaFile,
  componentDocId,
  genericComponentSchema,
  planLinks,
  type ComponentContent,
  type ComponentLocation,
  type GenericComponent,
  type GenericComponentType,
  type Language,
  type ProductMedia,
} from '@portal/domain';
import { refs } from '../../functions/src/db/refs.js';
import type { FileStore } from '../../functions/src/services/files/file-store.js';
import { sanitizeRichText } from '../../functions/src/services/components/sanitize-rich-text.js';

type PerLang<T> = Record<Language, T>;

// ---------------------------------------------------------------------------------------------------------------
// A small PNG, drawn pixel by pixel (no image library needed)

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** An RGB PNG of `width` x `height` whose pixel (x, y) is `pixel(x, y)`. */
export function encodePng(
  width: number,
  height: number,
  pixel: (x: number, y: number) => [number, number, number],
): Uint8Array {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    raw[row] = 0;
    for (let x = 0; x < width; x++) raw.set(pixel(x, y), row + 1 + x * 3);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', ihdr),
      chunk('IDAT', deflateSync(raw)),
      chunk('IEND', new Uint8Array()),
    ]),
  );
}

/** A view over the Alps at dusk: sky gradient, sun, two mountain ridges and a lake (stands in for a team photo). */
function alpsPng(): Uint8Array {
  const W = 720;
  const H = 360;
  const ridge = (x: number, base: number, amp: number, f: number) =>
    base - amp * (0.6 * Math.abs(Math.sin(x * f)) + 0.4 * Math.abs(Math.sin(x * f * 2.3 + 1)));
  return encodePng(W, H, (x, y) => {
    const t = y / H;
    let c: [number, number, number] = [
      Math.round(20 + 200 * t),
      Math.round(40 + 120 * t),
      Math.round(110 + 60 * t),
    ];
    const dx = x - 520;
    const dy = y - 120;
    if (dx * dx + dy * dy < 40 * 40) c = [255, 214, 140];
    if (y > ridge(x, 250, 130, 0.012)) c = [70, 82, 110];
    if (y > ridge(x, 290, 80, 0.02)) c = [38, 50, 76];
    if (y > 300) c = [Math.round(30 + 40 * (1 - t)), Math.round(70 + 50 * (1 - t)), 120 + ((x + y) % 7)];
    return c;
  });
}

// ---------------------------------------------------------------------------------------------------------------
// The components

interface SeedMedia {
  id: string;
  productId: string;
  fileName: string;
  bytes: Uint8Array;
}

interface SeedComponent {
  productId: string;
  id: string;
  type: GenericComponentType;
  content: Partial<PerLang<ComponentContent>>;
  numberOfDecimals?: number;
  /** Other overview pages this component is linked to (copies written there too). */
  linkedTo?: string[];
}

const c = (title: string, rest: Partial<ComponentContent> = {}): ComponentContent => ({
  title,
  footnote: '',
  rows: [],
  ...rest,
});
const rows = (keys: readonly string[], values: readonly (number | string)[]) =>
  keys.map((key, i) => ({ key, value: values[i] ?? 0 }));
const per = <T>(make: (lang: Language) => T): PerLang<T> => ({
  en: make('en'),
  de: make('de'),
  fr: make('fr'),
  pt: make('pt'),
});

const ASSET_CLASSES: PerLang<string[]> = {
  en: ['Equities', 'Bonds', 'Cash', 'Alternatives'],
  de: ['Aktien', 'Anleihen', 'Liquidität', 'Alternative Anlagen'],
  fr: ['Actions', 'Obligations', 'Liquidités', 'Placements alternatifs'],
  pt: ['Ações', 'Obrigações', 'Liquidez', 'Investimentos alternativos'],
};
const SECTORS: PerLang<string[]> = {
  en: ['Information technology', 'Health care', 'Financials', 'Industrials', 'Consumer staples'],
  de: ['Informationstechnologie', 'Gesundheitswesen', 'Finanzwesen', 'Industrie', 'Basiskonsumgüter'],
  fr: ['Technologies de l’information', 'Santé', 'Finance', 'Industrie', 'Biens de consommation de base'],
  pt: ['Tecnologias de informação', 'Saúde', 'Financeiro', 'Indústria', 'Bens de consumo básico'],
};
const CURRENCIES = ['USD', 'EUR', 'CHF', 'JPY', 'GBP'];

const STRATEGY: PerLang<[string, string]> = {
  en: [
    'Our investment approach',
    '<p>The fund invests in <strong>quality companies</strong> worldwide that trade below their intrinsic value.</p><ul><li>40 to 60 holdings, each researched in house</li><li>Long holding periods and low turnover</li><li>Currency risk of the hedged classes managed daily</li></ul><p>More in the <a href="https://example.com/prospectus">prospectus</a>.</p>',
  ],
  de: [
    'Unser Anlageansatz',
    '<p>Der Fonds investiert weltweit in <strong>Qualitätsunternehmen</strong>, die unter ihrem inneren Wert gehandelt werden.</p><ul><li>40 bis 60 Positionen, jede intern analysiert</li><li>Lange Haltedauer und geringer Umschlag</li><li>Währungsrisiko der abgesicherten Klassen täglich gesteuert</li></ul><p>Mehr im <a href="https://example.com/prospectus">Prospekt</a>.</p>',
  ],
  fr: [
    'Notre approche d’investissement',
    '<p>Le fonds investit dans des <strong>entreprises de qualité</strong> du monde entier qui se négocient sous leur valeur intrinsèque.</p><ul><li>40 à 60 positions, chacune analysée en interne</li><li>Longues durées de détention et faible rotation</li><li>Risque de change des classes couvertes géré quotidiennement</li></ul><p>Plus de détails dans le <a href="https://example.com/prospectus">prospectus</a>.</p>',
  ],
  pt: [
    'A nossa abordagem de investimento',
    '<p>O fundo investe em <strong>empresas de qualidade</strong> de todo o mundo negociadas abaixo do seu valor intrínseco.</p><ul><li>40 a 60 posições, cada uma analisada internamente</li><li>Longos períodos de detenção e baixa rotação</li><li>Risco cambial das classes cobertas gerido diariamente</li></ul><p>Mais informações no <a href="https://example.com/prospectus">prospeto</a>.</p>',
  ],
};

const FEES: PerLang<{ title: string; columns: [string, string]; keys: string[]; footnote: string }> = {
  en: {
    title: 'Fees and terms',
    columns: ['Item', 'Terms'],
    keys: ['Management fee', 'Performance fee', 'Subscription', 'Redemption', 'Cut-off'],
    footnote: 'See the prospectus for the full terms.',
  },
  de: {
    title: 'Gebühren und Bedingungen',
    columns: ['Position', 'Bedingungen'],
    keys: ['Verwaltungsgebühr', 'Performancegebühr', 'Zeichnung', 'Rücknahme', 'Annahmeschluss'],
    footnote: 'Die vollständigen Bedingungen stehen im Prospekt.',
  },
  fr: {
    title: 'Frais et conditions',
    columns: ['Élément', 'Conditions'],
    keys: ['Commission de gestion', 'Commission de performance', 'Souscription', 'Rachat', 'Heure limite'],
    footnote: 'Voir le prospectus pour les conditions complètes.',
  },
  pt: {
    title: 'Comissões e condições',
    columns: ['Elemento', 'Condições'],
    keys: ['Comissão de gestão', 'Comissão de desempenho', 'Subscrição', 'Resgate', 'Hora limite'],
    footnote: 'Consulte o prospeto para as condições completas.',
  },
};
const FEE_VALUES: PerLang<string[]> = {
  en: ['0.85 % p.a.', 'none', 'daily', 'daily', '12:00 CET'],
  de: ['0,85 % p.a.', 'keine', 'täglich', 'täglich', '12:00 MEZ'],
  fr: ['0,85 % p.a.', 'aucune', 'quotidienne', 'quotidien', '12h00 HEC'],
  pt: ['0,85 % a.a.', 'nenhuma', 'diária', 'diário', '12:00 CET'],
};

const TITLES = {
  team: {
    en: 'The investment team',
    de: 'Das Anlageteam',
    fr: 'L’équipe d’investissement',
    pt: 'A equipa de investimento',
  },
  teamNote: {
    en: 'Based in Lausanne and Zurich, the team has managed the strategy since 2012.',
    de: 'Das Team mit Sitz in Lausanne und Zürich verwaltet die Strategie seit 2012.',
    fr: 'Basée à Lausanne et Zurich, l’équipe gère la stratégie depuis 2012.',
    pt: 'Sediada em Lausana e Zurique, a equipa gere a estratégia desde 2012.',
  },
  video: {
    en: 'Our process in four seconds',
    de: 'Unser Prozess in vier Sekunden',
    fr: 'Notre processus en quatre secondes',
    pt: 'O nosso processo em quatro segundos',
  },
  line: {
    en: 'Assets under management (CHF m)',
    de: 'Verwaltetes Vermögen (Mio. CHF)',
    fr: 'Actifs sous gestion (M CHF)',
    pt: 'Ativos sob gestão (M CHF)',
  },
  allocation: {
    en: 'Asset allocation (%)',
    de: 'Vermögensaufteilung (%)',
    fr: 'Répartition des actifs (%)',
    pt: 'Alocação de ativos (%)',
  },
  currencies: {
    en: 'Currency exposure (%)',
    de: 'Währungsallokation (%)',
    fr: 'Exposition aux devises (%)',
    pt: 'Exposição cambial (%)',
  },
  sectors: {
    en: 'Top sectors (%)',
    de: 'Grösste Sektoren (%)',
    fr: 'Principaux secteurs (%)',
    pt: 'Principais setores (%)',
  },
  years: {
    en: 'Calendar-year returns (%)',
    de: 'Kalenderjahresrenditen (%)',
    fr: 'Rendements par année civile (%)',
    pt: 'Rendibilidades por ano civil (%)',
  },
  asOf: {
    en: 'As of 31 October 2026.',
    de: 'Stand 31. Oktober 2026.',
    fr: 'Au 31 octobre 2026.',
    pt: 'A 31 de outubro de 2026.',
  },
  duration: {
    en: 'Duration by maturity (%)',
    de: 'Duration nach Laufzeit (%)',
    fr: 'Duration par échéance (%)',
    pt: 'Duração por maturidade (%)',
  },
  bondText: {
    en: [
      'About the fund',
      '<p>Swiss franc bonds of <strong>investment-grade</strong> issuers, with a duration kept between 4 and 7 years.</p>',
    ],
    de: [
      'Über den Fonds',
      '<p>Frankenanleihen von Emittenten mit <strong>Investment-Grade</strong>-Rating, Duration zwischen 4 und 7 Jahren.</p>',
    ],
    fr: [
      'À propos du fonds',
      '<p>Obligations en francs suisses d’émetteurs <strong>investment grade</strong>, avec une duration maintenue entre 4 et 7 ans.</p>',
    ],
    pt: [
      'Sobre o fundo',
      '<p>Obrigações em francos suíços de emitentes com <strong>grau de investimento</strong>, com duração entre 4 e 7 anos.</p>',
    ],
  },
} as const;

const MATURITIES = ['0-3', '3-5', '5-7', '7-10', '10+'];

function components(): SeedComponent[] {
  const ge = 'global-equity-chf';
  return [
    {
      productId: ge,
      id: 'strategy',
      type: 'text',
      content: per((l) => c(STRATEGY[l][0], { text: STRATEGY[l][1] })),
    },
    {
      productId: ge,
      id: 'allocation',
      type: 'pie-chart',
      numberOfDecimals: 1,
      content: per((l) =>
        c(TITLES.allocation[l], {
          rows: rows(ASSET_CLASSES[l], [92.5, 3.0, 3.5, 1.0]),
          footnote: TITLES.asOf[l],
        }),
      ),
      linkedTo: ['global-equity-eur-h', 'global-equity-usd-d'],
    },
    {
      productId: ge,
      id: 'fees',
      type: 'table',
      content: per((l) =>
        c(FEES[l].title, {
          columns: FEES[l].columns,
          rows: rows(FEES[l].keys, FEE_VALUES[l]),
          footnote: FEES[l].footnote,
        }),
      ),
    },
    {
      productId: ge,
      id: 'currencies',
      type: 'donut-chart',
      numberOfDecimals: 1,
      content: per((l) => c(TITLES.currencies[l], { rows: rows(CURRENCIES, [58.4, 18.2, 12.1, 6.3, 5.0]) })),
    },
    {
      productId: ge,
      id: 'sectors',
      type: 'horizontal-bar-chart',
      numberOfDecimals: 1,
      content: per((l) => c(TITLES.sectors[l], { rows: rows(SECTORS[l], [24.3, 17.8, 15.2, 12.9, 9.6]) })),
    },
    {
      productId: ge,
      id: 'calendar-years',
      type: 'vertical-bar-chart',
      numberOfDecimals: 1,
      content: per((l) =>
        c(TITLES.years[l], {
          rows: rows(['2020', '2021', '2022', '2023', '2024', '2025'], [6.2, 18.4, -14.9, 12.7, 9.8, 7.1]),
        }),
      ),
    },
    {
      productId: ge,
      id: 'aum',
      type: 'line-chart',
      numberOfDecimals: 0,
      content: per((l) =>
        c(TITLES.line[l], {
          rows: rows(
            [
              '2025-10-31',
              '2025-12-31',
              '2026-02-28',
              '2026-04-30',
              '2026-06-30',
              '2026-08-31',
              '2026-10-31',
            ],
            [412, 431, 425, 448, 463, 471, 489],
          ),
        }),
      ),
    },
    {
      productId: ge,
      id: 'team',
      type: 'image',
      content: per((l) => c(TITLES.team[l], { media: undefined, footnote: TITLES.teamNote[l] })),
    },
    { productId: ge, id: 'process-video', type: 'video', content: per((l) => c(TITLES.video[l])) },
    {
      productId: 'swiss-bond-i',
      id: 'about',
      type: 'text',
      content: per((l) => c(TITLES.bondText[l][0], { text: TITLES.bondText[l][1] })),
    },
    {
      productId: 'swiss-bond-i',
      id: 'duration',
      type: 'vertical-bar-chart',
      numberOfDecimals: 1,
      content: per((l) => c(TITLES.duration[l], { rows: rows(MATURITIES, [14.0, 22.5, 31.0, 20.5, 12.0]) })),
    },
    {
      productId: 'multi-asset-dynamic',
      id: 'allocation',
      type: 'donut-chart',
      numberOfDecimals: 1,
      content: per((l) => c(TITLES.allocation[l], { rows: rows(ASSET_CLASSES[l], [55, 30, 5, 10]) })),
    },
  ];
}

export interface PreparedSeedComponents {
  media: (SeedMedia & { record: ProductMedia })[];
  components: { productId: string; component: GenericComponent }[];
}

/**
 * Renders the media and builds every component with its linked copies, checked by the domain's schema; products
 * missing from the catalogue are skipped (a tenant without them seeds no components for them).
 */
export function prepareSeedComponents(
  repoRoot: string,
  tenantId: string,
  productIds: ReadonlySet<string>,
  now: Date,
): PreparedSeedComponents {
  // Read only for a tenant that has the product (the demo's): other tenants have neither the product nor the file.
  const specs: (Omit<SeedMedia, 'bytes'> & { bytes: () => Uint8Array })[] = [
    { id: 'seed-alps', productId: 'global-equity-chf', fileName: 'investment-team.png', bytes: alpsPng },
    {
      id: 'seed-process',
      productId: 'global-equity-chf',
      fileName: 'fund-process.webm',
      bytes: () =>
        new Uint8Array(readFileSync(join(repoRoot, 'tenants', tenantId, 'assets', 'fund-process.webm'))),
    },
  ];
  const media: SeedMedia[] = specs
    .filter((m) => productIds.has(m.productId))
    .map((m) => ({ ...m, bytes: m.bytes() }));
  const prepared = media.map((m) => {
    const checked = checkMediaFile(m.fileName, undefined, m.bytes);
    if (!checked.ok) throw new Error(`seed media ${m.fileName}: ${checked.problem}`);
    const record: ProductMedia = {
      file: {
        path: `media/${m.productId}/${m.id}/${m.fileName}`,
        name: m.fileName,
        contentType: checked.type.contentType,
        size: m.bytes.byteLength,
      },
      kind: checked.type.kind,
      createdAt: now,
      createdBy: 'seed',
    };
    return { ...m, record };
  });
  const mediaRef = (kind: 'image' | 'video') => {
    const m = prepared.find((p) => p.record.kind === kind);
    return m
      ? {
          productId: m.productId,
          mediaId: m.id,
          fileName: m.fileName,
          contentType: m.record.file.contentType ?? '',
          size: m.bytes.byteLength,
        }
      : undefined;
  };

  const out: PreparedSeedComponents['components'] = [];
  const orders = new Map<string, number>();
  for (const seed of components()) {
    if (!productIds.has(seed.productId)) continue;
    const content: Partial<PerLang<ComponentContent>> = {};
    for (const [lang, value] of Object.entries(seed.content) as [Language, ComponentContent][]) {
      const media = seed.type === 'image' || seed.type === 'video' ? mediaRef(seed.type) : undefined;
      content[lang] = {
        ...value,
        ...(value.text === undefined ? {} : { text: sanitizeRichText(value.text) }),
        ...(media ? { media } : {}),
      };
    }
    if ((seed.type === 'image' || seed.type === 'video') && !mediaRef(seed.type)) continue;
    const self: ComponentLocation = { productId: seed.productId, page: 'overview' };
    const links = (seed.linkedTo ?? [])
      .filter((p) => productIds.has(p))
      .map((productId) => ({ productId, page: 'overview' as const }));
    for (const { location, links: copyLinks } of planLinks(self, [], links).group) {
      const order = orders.get(location.productId) ?? 0;
      orders.set(location.productId, order + 1);
      const component = genericComponentSchema.parse({
        id: seed.id,
        page: location.page,
        type: seed.type,
        content,
        numberOfDecimals: seed.numberOfDecimals ?? 2,
        links: copyLinks,
        order,
        updatedAt: now,
      });
      out.push({ productId: location.productId, component });
    }
  }
  return { media: prepared, components: out };
}

export async function clearMediaFiles(store: FileStore): Promise<void> {
  for (const path of await store.list('media/')) await store.delete(path);
}

/** Files first, then the records and components in one batch: nothing points at a file that is not there. */
export async function writeSeedComponents(
  db: Firestore,
  store: FileStore,
  seed: PreparedSeedComponents,
): Promise<void> {
  for (const m of seed.media)
    await store.write(m.record.file.path, m.bytes, { contentType: m.record.file.contentType ?? '' });
  const batch = db.batch();
  for (const m of seed.media) batch.set(refs(db).productMedia(m.productId).doc(m.id), m.record);
  for (const { productId, component } of seed.components) {
    batch.set(refs(db).components(productId).doc(componentDocId(component.page, component.id)), component);
  }
  await batch.commit();
}
