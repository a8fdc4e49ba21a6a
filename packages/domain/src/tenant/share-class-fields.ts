import {
  isinCheckDigit,
  isinProblem,
  isValidBloombergTicker,
  isValidValor,
  valorOfIsin,
} from './security-identifiers.js';

/*
 * The rules of a share class's static data (seed 000 §1 "Administrators manage … share classes"), one home for the
 * catalogue schema (`shareClassSchema`, so `npm run tenants:check` applies them), the admin form and the share-class
 * API. Every issue names the field and the refused value so the message can say which value is wrong and why.
 */

/** How the class uses its income: reinvested in the NAV, or paid out. */
export const DISTRIBUTION_POLICIES = ['accumulating', 'distributing'] as const;
export type DistributionPolicy = (typeof DISTRIBUTION_POLICIES)[number];

/**
 * Fee ceilings as decimal fractions of the NAV per year (management) or of the outperformance (performance). A UCITS
 * or Swiss fund's management fee above 5 % or a performance fee above 50 % is a typing error (5 typed for 0.05), not a
 * real fee: the form shows and takes percentages, the stored value is the fraction.
 */
export const SHARE_CLASS_FEE_LIMITS = {
  managementFee: { min: 0, max: 0.05 },
  performanceFee: { min: 0, max: 0.5 },
} as const;

export const SHARE_CLASS_NAME_MAX = 50;

export const SHARE_CLASS_FIELDS = [
  'class',
  'currency',
  'inceptionDate',
  'isin',
  'valor',
  'bloombergCode',
  'managementFee',
  'performanceFee',
  'hedged',
  'distributionPolicy',
] as const;
export type ShareClassField = (typeof SHARE_CLASS_FIELDS)[number];

export const SHARE_CLASS_PROBLEMS = [
  'required',
  'tooLong',
  'invalidIsin',
  'isinCheckDigit',
  'invalidValor',
  'valorMismatch',
  'invalidBloomberg',
  'feeOutOfRange',
  'currencyMismatch',
  'defaultRequired',
] as const;
export type ShareClassProblem = (typeof SHARE_CLASS_PROBLEMS)[number];

export interface ShareClassIssue {
  field: ShareClassField | 'isDefaultShareClass';
  problem: ShareClassProblem;
  /** The refused value as typed (fees as fractions; the form shows them as percentages). */
  value: string | number | boolean;
  /** What the value should have been, where one answer exists: the ISIN's check digit, the valor in the ISIN, the product currency. */
  expected?: string;
  /** Bounds of `feeOutOfRange` (fractions) and the limit of `tooLong`. */
  min?: number;
  max?: number;
}

/** The fields checked here, as the schema (and the API body) give them. */
export interface ShareClassValues {
  class: string;
  currency?: string;
  isin?: string | undefined;
  valor?: string | undefined;
  bloombergCode?: string | undefined;
  managementFee?: number | undefined;
  performanceFee?: number | undefined;
}

function feeIssue(field: 'managementFee' | 'performanceFee', fee: number | undefined): ShareClassIssue[] {
  if (fee === undefined) return [];
  const { min, max } = SHARE_CLASS_FEE_LIMITS[field];
  return Number.isFinite(fee) && fee >= min && fee <= max
    ? []
    : [{ field, problem: 'feeOutOfRange', value: fee, min, max }];
}

/**
 * Every problem of a share class's values. `productCurrency`, when given, is the currency the class must have: a
 * share class is a product of its own in the catalogue, priced in its own currency.
 */
export function shareClassIssues(s: ShareClassValues, productCurrency?: string): ShareClassIssue[] {
  const issues: ShareClassIssue[] = [];
  const name = s.class.trim();
  if (name === '') issues.push({ field: 'class', problem: 'required', value: s.class });
  else if (name.length > SHARE_CLASS_NAME_MAX)
    issues.push({ field: 'class', problem: 'tooLong', value: s.class, max: SHARE_CLASS_NAME_MAX });
  if (productCurrency !== undefined && s.currency !== undefined && s.currency !== productCurrency)
    issues.push({
      field: 'currency',
      problem: 'currencyMismatch',
      value: s.currency,
      expected: productCurrency,
    });
  if (s.isin !== undefined) {
    const problem = isinProblem(s.isin);
    if (problem === 'isinCheckDigit')
      issues.push({
        field: 'isin',
        problem,
        value: s.isin,
        expected: String(isinCheckDigit(s.isin.slice(0, 11))),
      });
    else if (problem) issues.push({ field: 'isin', problem, value: s.isin });
  }
  if (s.valor !== undefined) {
    const inIsin = s.isin === undefined ? null : valorOfIsin(s.isin);
    if (!isValidValor(s.valor)) issues.push({ field: 'valor', problem: 'invalidValor', value: s.valor });
    else if (inIsin !== null && inIsin !== s.valor)
      issues.push({ field: 'valor', problem: 'valorMismatch', value: s.valor, expected: inIsin });
  }
  if (s.bloombergCode !== undefined && !isValidBloombergTicker(s.bloombergCode))
    issues.push({ field: 'bloombergCode', problem: 'invalidBloomberg', value: s.bloombergCode });
  issues.push(...feeIssue('managementFee', s.managementFee), ...feeIssue('performanceFee', s.performanceFee));
  return issues;
}

/** The issue as an English sentence (the catalogue check's output, server logs); the web translates issues itself. */
export function shareClassIssueText(i: ShareClassIssue): string {
  const v = JSON.stringify(i.value);
  switch (i.problem) {
    case 'required':
      return 'is required';
    case 'tooLong':
      return `${v} is longer than ${String(i.max)} characters`;
    case 'invalidIsin':
      return `${v} is not an ISIN (2 letters, 9 letters or digits, 1 check digit)`;
    case 'isinCheckDigit':
      return `${v} has a wrong ISIN check digit (ISO 6166: expected ${i.expected ?? '?'})`;
    case 'invalidValor':
      return `${v} is not a valor (1 to 9 digits, no leading zero)`;
    case 'valorMismatch':
      return `${v} differs from the valor in the ISIN (${i.expected ?? '?'})`;
    case 'invalidBloomberg':
      return `${v} is not a Bloomberg ticker ("TICKER XX" or "TICKER XX Sector", e.g. "ALQGLBA SW Equity")`;
    case 'feeOutOfRange':
      return `${v} is outside ${String(i.min)}..${String(i.max)} (a fraction: 0.015 = 1.5 %)`;
    case 'currencyMismatch':
      return `${v} differs from the product currency (${i.expected ?? '?'})`;
    case 'defaultRequired':
      return 'a share-class family needs a default class: make another class the default instead';
  }
}
