import {
  normalizeBloombergTicker,
  shareClassIssues,
  type DistributionPolicy,
  type ProductConfig,
  type ShareClassIssue,
  type ShareClassUpdateBody,
} from '@portal/domain';

/*
 * The share-class tab's form values and their translation to the API body (docs/share-classes.md). Fees are typed as
 * percentages (1.25 for 1.25 %) and stored as fractions; empty optional fields are left out of the body, which makes
 * the API remove them. The checks are the domain's `shareClassIssues`, the ones the server applies again.
 */

export interface ShareClassFormValues {
  class: string;
  inceptionDate: string;
  isin: string;
  valor: string;
  bloombergCode: string;
  /** Percent, '' = not stated. */
  managementFee: number | '';
  performanceFee: number | '';
  hedged: '' | 'yes' | 'no';
  distributionPolicy: '' | DistributionPolicy;
  isDefaultShareClass: boolean;
}

/** A fraction as the percentage the form shows, without the float noise of `0.0075 * 100`. */
export const percentOf = (fraction: number): number => Number((fraction * 100).toFixed(6));
/** A typed percentage as the stored fraction. */
export const fractionOf = (percent: number): number => Number((percent / 100).toFixed(8));

/** The form of a product's share class; a product without one starts from its own currency and inception date. */
export function shareClassFormOf(
  product: Pick<ProductConfig, 'shareClass' | 'isDefaultShareClass' | 'inceptionDate'>,
): ShareClassFormValues {
  const sc = product.shareClass;
  return {
    class: sc?.class ?? '',
    inceptionDate: sc?.inceptionDate ?? product.inceptionDate,
    isin: sc?.isin ?? '',
    valor: sc?.valor ?? '',
    bloombergCode: sc?.bloombergCode ?? '',
    managementFee: sc?.managementFee === undefined ? '' : percentOf(sc.managementFee),
    performanceFee: sc?.performanceFee === undefined ? '' : percentOf(sc.performanceFee),
    hedged: sc?.hedged === undefined ? '' : sc.hedged ? 'yes' : 'no',
    distributionPolicy: sc?.distributionPolicy ?? '',
    isDefaultShareClass: product.isDefaultShareClass,
  };
}

/** The API body of the form (text trimmed, the ISIN in capitals, the Bloomberg code in its canonical spelling). */
export function shareClassBodyOf(values: ShareClassFormValues, currency: string): ShareClassUpdateBody {
  const text = (v: string) => v.trim();
  const isin = text(values.isin).toUpperCase();
  const valor = text(values.valor);
  const bloomberg = normalizeBloombergTicker(values.bloombergCode);
  return {
    shareClass: {
      class: text(values.class),
      currency,
      inceptionDate: values.inceptionDate,
      ...(isin ? { isin } : {}),
      ...(valor ? { valor } : {}),
      ...(bloomberg ? { bloombergCode: bloomberg } : {}),
      ...(values.managementFee === '' ? {} : { managementFee: fractionOf(values.managementFee) }),
      ...(values.performanceFee === '' ? {} : { performanceFee: fractionOf(values.performanceFee) }),
      ...(values.hedged === '' ? {} : { hedged: values.hedged === 'yes' }),
      ...(values.distributionPolicy === '' ? {} : { distributionPolicy: values.distributionPolicy }),
    },
    isDefaultShareClass: values.isDefaultShareClass,
  };
}

/** The form's issues, by the domain's rules (the product currency is the class's). */
export function shareClassFormIssues(values: ShareClassFormValues, currency: string): ShareClassIssue[] {
  const issues = shareClassIssues(shareClassBodyOf(values, currency).shareClass, currency);
  // An empty date is the browser's answer to a half-typed one: the domain only sees it as the stored value.
  if (values.inceptionDate === '')
    issues.push({ field: 'inceptionDate', problem: 'required', value: values.inceptionDate });
  return issues;
}
