import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatPercent } from '../lib/format';

/**
 * The columns a share-class table may show, in the order they are shown: the overview's full table and the analysis
 * page's share-classes card both pick from this one list, so a column is named, ordered and aligned in one place.
 */
const SHARE_CLASS_COLUMNS = [
  { id: 'class' },
  { id: 'currency' },
  { id: 'inception' },
  { id: 'isin' },
  { id: 'valor' },
  { id: 'bloomberg' },
  // Figures are right-aligned (fees, NAV, returns); names and codes start at the left.
  { id: 'managementFee', right: true },
  { id: 'performanceFee', right: true },
  { id: 'hedged' },
  { id: 'distribution' },
  { id: 'nav', right: true },
  { id: 'mtd', right: true },
  { id: 'ytd', right: true },
  { id: 'sinceInception', right: true },
] as const satisfies readonly { id: string; right?: true }[];
type ShareClassColumn = (typeof SHARE_CLASS_COLUMNS)[number]['id'];
const ALL_COLUMNS = SHARE_CLASS_COLUMNS.map((c) => c.id);

/**
 * The header row of a share-class table with the given columns, every one by default (shown in the list's order
 * whatever the input's).
 */
export function ShareClassTableHead({ columns = ALL_COLUMNS }: { columns?: readonly ShareClassColumn[] }) {
  const { t } = useTranslation('product');
  return (
    <Table.Thead>
      <Table.Tr>
        {SHARE_CLASS_COLUMNS.filter((c) => columns.includes(c.id)).map((c) => (
          <Table.Th key={c.id} ta={'right' in c ? 'right' : undefined}>
            {t(`overview.shareClasses.${c.id}`)}
          </Table.Th>
        ))}
      </Table.Tr>
    </Table.Thead>
  );
}

/** A share class's fee as a percentage with two decimals, `null` where the class has none. */
export const formatFee = (value: number | null | undefined): string | null =>
  value === null || value === undefined ? null : formatPercent(value, { signed: false, digits: 2 });
