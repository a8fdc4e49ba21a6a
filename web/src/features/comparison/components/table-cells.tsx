import { Anchor, ColorSwatch, Group, Stack, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { ScrollTable } from '../../../components/scroll-table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useLocalePath } from '../../../lib/locale-path';
import type { ComparedColumn } from './comparison-columns';

/*
 * What every table of the comparison shares: the table with one column per product (caption, the first column's
 * header, each product's header), a product's column header (its colour, its name linking to its page) and the "n/a"
 * of a value that is not defined, with why.
 */

/** A product's column header: the swatch of its chart colour, its short name (full name on hover), then `children`. */
export function ProductColumnHead({ column, children }: { column: ComparedColumn; children?: ReactNode }) {
  const to = useLocalePath();
  const { product, color } = column;
  return (
    <Table.Th scope="col" ta="right" style={{ verticalAlign: 'bottom' }}>
      <Stack gap={2} align="flex-end">
        <Group gap={6} wrap="nowrap" justify="flex-end">
          <ColorSwatch color={color} size={10} withShadow={false} aria-hidden />
          <Anchor
            component={Link}
            to={to(paths.product.overview(product.productId))}
            size="sm"
            fw={600}
            title={product.name}
            underline="hover"
          >
            {product.shortName}
          </Anchor>
        </Group>
        {children}
      </Stack>
    </Table.Th>
  );
}

/**
 * The translated "n/a" of an undefined value. The reason shows on hover and keyboard focus, and is part of the text
 * a screen reader reads (a tooltip alone is not read).
 */
export function MissingValue({ reason }: { reason: string | null }) {
  const { t } = useTranslation('common');
  if (reason === null)
    return (
      <Text span size="sm" c="dimmed">
        {t('notAvailable')}
      </Text>
    );
  return (
    <Tooltip label={reason} multiline w={260} withArrow openDelay={150}>
      <Text span size="sm" c="dimmed" tabIndex={0} style={{ cursor: 'help' }}>
        {t('notAvailable')}
        <VisuallyHidden> ({reason})</VisuallyHidden>
      </Text>
    </Tooltip>
  );
}

/**
 * A table with a column per product: `corner` heads the first column (the rows' labels), `head` adds to a product's
 * header (its window, its benchmark), `children` are the body's rows. Scrolls sideways on a narrow screen.
 */
export function ProductsTable({
  caption,
  corner,
  columns,
  head,
  firstColumnWidth = 200,
  columnWidth = 130,
  bordered = false,
  children,
}: {
  caption: string;
  corner: ReactNode;
  columns: readonly ComparedColumn[];
  head?: (column: ComparedColumn) => ReactNode;
  firstColumnWidth?: number;
  columnWidth?: number;
  bordered?: boolean;
  children: ReactNode;
}) {
  return (
    <ScrollTable label={caption} minWidth={firstColumnWidth + columns.length * columnWidth}>
      <Table
        striped={!bordered}
        highlightOnHover
        withColumnBorders={bordered}
        fz="sm"
        captionSide="top"
        style={{ fontVariantNumeric: 'tabular-nums' }}
      >
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{corner}</Table.Th>
            {columns.map((column) => (
              <ProductColumnHead key={column.product.productId} column={column}>
                {head?.(column)}
              </ProductColumnHead>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
