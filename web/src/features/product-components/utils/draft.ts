import {
  chartValue,
  componentContentIssues,
  idSchema,
  isChartType,
  isEmptyContent,
  isMediaType,
  rowCountIssue,
  type ComponentContent,
  type ComponentIssue,
  type ComponentLocation,
  type ComponentMedia,
  type GenericComponent,
  type GenericComponentType,
  type Language,
} from '@portal/domain';

/*
 * What the component editor edits: every field as typed (values as text), one content per tenant language. The
 * domain's content rules run on the content a save would send (so the editor shows exactly what the API refuses);
 * a language left entirely empty is not sent (not "partly filled"), see docs/components.md.
 */

export interface RowDraft {
  key: string;
  value: string;
}

export interface ContentDraft {
  title: string;
  text: string;
  media: ComponentMedia | null;
  columns: [string, string];
  rows: RowDraft[];
  footnote: string;
}

export interface ComponentDraft {
  id: string;
  type: GenericComponentType;
  content: Record<string, ContentDraft>;
  numberOfDecimals: number;
  /** An overview component's "show on factsheet" flag (docs/components.md "On the factsheet"). */
  showOnFactsheet: boolean;
  links: ComponentLocation[];
}

export const emptyContent = (): ContentDraft => ({
  title: '',
  text: '',
  media: null,
  columns: ['', ''],
  rows: [{ key: '', value: '' }],
  footnote: '',
});

export function newDraft(type: GenericComponentType, langs: readonly Language[]): ComponentDraft {
  return {
    id: '',
    type,
    content: Object.fromEntries(langs.map((l) => [l, emptyContent()])),
    numberOfDecimals: 2,
    showOnFactsheet: false,
    links: [],
  };
}

export function draftOf(component: GenericComponent, langs: readonly Language[]): ComponentDraft {
  const content: Record<string, ContentDraft> = {};
  for (const lang of langs) {
    const c = component.content[lang];
    content[lang] = c
      ? {
          title: c.title,
          text: c.text ?? '',
          media: c.media ?? null,
          columns: [c.columns?.[0] ?? '', c.columns?.[1] ?? ''],
          rows:
            c.rows.length > 0
              ? c.rows.map((r) => ({ key: r.key, value: String(r.value) }))
              : [{ key: '', value: '' }],
          footnote: c.footnote,
        }
      : emptyContent();
  }
  return {
    id: component.id,
    type: component.type,
    content,
    numberOfDecimals: component.numberOfDecimals,
    showOnFactsheet: component.showOnFactsheet,
    links: component.links,
  };
}

/** One language's content as the API takes it: only the fields of the type, chart values as numbers. */
export function contentOf(type: GenericComponentType, d: ContentDraft): ComponentContent {
  const base = { title: d.title, footnote: d.footnote, rows: [] };
  if (type === 'text') return { ...base, text: d.text };
  if (isMediaType(type)) return d.media ? { ...base, media: d.media } : base;
  // Rows left entirely blank at the end are the editor's spare row, not content.
  const rows = d.rows.filter((r, i) => i < d.rows.length - 1 || r.key.trim() !== '' || r.value.trim() !== '');
  const typed = rows.map((r) => ({ key: r.key, value: isChartType(type) ? chartValue(r.value) : r.value }));
  return type === 'table' ? { ...base, columns: [...d.columns], rows: typed } : { ...base, rows: typed };
}

/** The content a save sends: every language with something in it. */
export function contentToSave(draft: ComponentDraft): Partial<Record<Language, ComponentContent>> {
  const out: Partial<Record<Language, ComponentContent>> = {};
  for (const [lang, d] of Object.entries(draft.content)) {
    const content = contentOf(draft.type, d);
    if (!isEmptyContent(content)) out[lang as Language] = content;
  }
  return out;
}

export type DraftIssue = ComponentIssue | { code: 'idInvalid' };

/** Everything the API would refuse in this draft, in the editor's order (id first, then per language). */
export function draftIssues(draft: ComponentDraft, isNew: boolean): DraftIssue[] {
  const content = contentToSave(draft);
  const rows = rowCountIssue(draft.type, content);
  return [
    ...(isNew && !idSchema.safeParse(draft.id).success ? [{ code: 'idInvalid' as const }] : []),
    ...componentContentIssues(draft.type, content),
    ...(rows ? [rows] : []),
  ];
}

/** The locations added by this save: they are overwritten by a copy, so the editor asks first. */
export function addedLinks(
  before: readonly ComponentLocation[],
  after: readonly ComponentLocation[],
): ComponentLocation[] {
  return after.filter((a) => !before.some((b) => b.productId === a.productId && b.page === a.page));
}
