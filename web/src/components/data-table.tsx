import { Paper, Table, type TableProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { ScrollTable } from './scroll-table';

interface DataTableBase extends Omit<TableProps, 'children'> {
  /** The header cells (`Table.Th`), one row. */
  head: ReactNode;
  /** The body rows (`Table.Tr`). */
  children: ReactNode;
  /** `native` scrolls with the page's own scroll bar (the long lists); Mantine's scroll area by default. */
  scrollType?: 'native' | 'scrollarea';
  /** In a bordered paper (a page's own table) or bare (a table inside a panel that already has a frame). */
  framed?: boolean;
}

/**
 * A table that fits, or one that scrolls sideways below `minWidth`: that one names what it shows (`label`), read out
 * when its scroll region takes the keyboard focus.
 */
export type DataTableProps = DataTableBase &
  ({ minWidth?: undefined; label?: undefined } | { minWidth: number; label: string });

/**
 * The look of a long list the reader scans row by row (the users, the products): striped, a row highlighted under the
 * pointer, roomy cells, in a frame, scrolling sideways with the page's own scroll bar.
 */
export const LONG_LIST = {
  striped: true,
  highlightOnHover: true,
  verticalSpacing: 'sm',
  horizontalSpacing: 'sm',
  scrollType: 'native',
  framed: true,
} as const satisfies Partial<DataTableBase>;

/**
 * The table of a list page or tab: one header row, the rows, a sideways scroll for narrow screens and the bordered
 * frame of the console. The pages differ in their columns and rows only; `Table` props (striping, spacing, test id)
 * pass through.
 */
export function DataTable({
  head,
  children,
  minWidth,
  label,
  scrollType,
  framed = false,
  ...table
}: DataTableProps) {
  const inner = (
    <Table {...table}>
      <Table.Thead>
        <Table.Tr>{head}</Table.Tr>
      </Table.Thead>
      <Table.Tbody>{children}</Table.Tbody>
    </Table>
  );
  const body =
    minWidth === undefined ? (
      inner
    ) : (
      <ScrollTable label={label} minWidth={minWidth} type={scrollType}>
        {inner}
      </ScrollTable>
    );
  return framed ? (
    <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
      {body}
    </Paper>
  ) : (
    body
  );
}
