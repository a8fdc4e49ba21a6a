import { Pagination, type PaginationProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Mantine's pagination with names on its arrow buttons (they show only an icon; WCAG 4.1.2). */
export function LabelledPagination(props: PaginationProps) {
  const { t } = useTranslation('common');
  return (
    <Pagination {...props} getControlProps={(control) => ({ 'aria-label': t(`pagination.${control}`) })} />
  );
}
