import { API, type Asset } from '@portal/domain';
import { defineEndpoint } from '../../../lib/api-client';
import { localized } from '../../../lib/localized';

/** `GET assets`: the products and benchmarks the caller may see, each with its group (seed 000 §7). */
export const assetsEndpoint = defineEndpoint(API.assets);

/** The order of the groups in a picker: the product types as the catalogue lists them, benchmarks last. */
const GROUP_ORDER: readonly Asset['group'][] = [
  'fund',
  'certificate',
  'modelPortfolio',
  'strategy',
  'composite',
  'benchmark',
];

export interface PickerGroup {
  group: Asset['group'];
  items: { value: string; label: string }[];
}

/**
 * The picker's options grouped by the asset list's `group` (seed 000 §7: "the list is grouped on the client by its
 * group field"), groups in {@link GROUP_ORDER}, options in the order offered. An offered id the list does not hold
 * (the list is still loading, or names it differently) goes to the benchmarks under the label it was offered with.
 */
export function groupedOptions(
  offered: readonly { value: string; label: string }[],
  assets: readonly Asset[] | null,
  lang: string,
): PickerGroup[] {
  const byId = new Map((assets ?? []).map((a) => [a.id_, a]));
  const groups = new Map<Asset['group'], PickerGroup['items']>();
  for (const option of offered) {
    const asset = byId.get(option.value);
    const group = asset?.group ?? 'benchmark';
    const label = asset ? localized(asset.name, lang) || option.label : option.label;
    groups.set(group, [...(groups.get(group) ?? []), { value: option.value, label }]);
  }
  return GROUP_ORDER.flatMap((group) => {
    const items = groups.get(group);
    return items ? [{ group, items }] : [];
  });
}
