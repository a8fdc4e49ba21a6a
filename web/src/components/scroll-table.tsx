import { Table, type TableScrollContainerProps } from '@mantine/core';
import type { ReactNode } from 'react';

export interface ScrollTableProps extends Omit<TableScrollContainerProps, 'scrollAreaProps' | 'children'> {
  /** What the table shows, read out when the scroll region takes the keyboard focus (the section's or page's title). */
  label: string;
  children: ReactNode;
}

/**
 * A table that scrolls sideways on a narrow screen. The element that scrolls is a labelled region in the tab order, so
 * a keyboard user can scroll it too (WCAG 2.1.1; axe's `scrollable-region-focusable`): a table of figures has no
 * focusable cell to reach the hidden columns through. With Mantine's scroll area that element is its viewport; with
 * `type="native"` it is the container itself.
 */
export function ScrollTable({ label, children, type = 'scrollarea', ...container }: ScrollTableProps) {
  const region = { tabIndex: 0, role: 'region', 'aria-label': label } as const;
  return type === 'native' ? (
    <Table.ScrollContainer type="native" {...container} {...region}>
      {children}
    </Table.ScrollContainer>
  ) : (
    <Table.ScrollContainer type="scrollarea" {...container} scrollAreaProps={{ viewportProps: region }}>
      {children}
    </Table.ScrollContainer>
  );
}
