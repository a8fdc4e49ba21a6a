import { complianceSchema, type Compliance, type Language, type PlatformLangSettings } from '@portal/domain';

/** The compliance form: one section per tenant language, all edited together and saved in one batch. */
export type ComplianceFormValues = Record<string, Compliance>;

/** What a language without a saved document starts from: no checks, empty texts, the logo shown. */
export const EMPTY_COMPLIANCE: Compliance = {
  investorProfileChecksActivated: false,
  investorProfileDisclaimer: '',
  showLogo: true,
  ombudsmanText: '',
  defaultProductDisclaimer: '',
};

/** The form's starting values from the saved documents (`undefined` = no document for that language). */
export function complianceFormValues(
  languages: readonly Language[],
  saved: Partial<Record<Language, PlatformLangSettings | undefined>>,
): ComplianceFormValues {
  return Object.fromEntries(
    languages.map((lang) => [lang, { ...EMPTY_COMPLIANCE, ...(saved[lang]?.compliance ?? {}) }]),
  );
}

export type ComplianceFieldProblem = 'tooLong' | 'invalid';

/** Every problem of the form as `{lang}.{field}` paths (the keys @mantine/form shows errors under). */
export function complianceFormIssues(
  values: ComplianceFormValues,
): { path: string; lang: string; field: string; problem: ComplianceFieldProblem }[] {
  return Object.entries(values).flatMap(([lang, compliance]) => {
    const parsed = complianceSchema.safeParse(compliance);
    if (parsed.success) return [];
    return parsed.error.issues.map((issue) => {
      const field = issue.path.map(String).join('.');
      return {
        path: `${lang}.${field}`,
        lang,
        field,
        problem: issue.code === 'too_big' ? ('tooLong' as const) : ('invalid' as const),
      };
    });
  });
}

/** The languages whose section differs from what is saved (only these are written). */
export function changedLanguages(values: ComplianceFormValues, saved: ComplianceFormValues): string[] {
  return Object.keys(values).filter((lang) => {
    const a = values[lang];
    const b = saved[lang];
    return !a || !b || (Object.keys(a) as (keyof Compliance)[]).some((k) => a[k] !== b[k]);
  });
}

/** The sections to write: validated and trimmed by the domain schema. */
export function complianceToSave(
  values: ComplianceFormValues,
  langs: readonly string[],
): Record<string, Compliance> {
  return Object.fromEntries(langs.map((lang) => [lang, complianceSchema.parse(values[lang])]));
}
