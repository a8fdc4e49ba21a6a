import { Paper } from '@mantine/core';
import { isProductAdmin, type ComponentPage, type GenericComponent } from '@portal/domain';
import { lazy, memo, Suspense, type ReactNode } from 'react';
import { DesktopEditingNotice } from '../../../components/desktop-editing-notice';
import { useStaffEditing } from '../../../hooks/use-staff-editing';
import { logger } from '../../../lib/logger';
import type { Preloaded } from '../../../lib/live-store';
import type { ProductSectionProps } from '../../../lib/product-section';
import { usePageComponents } from '../api/use-page-components';
import { ComponentsFrame, type ComponentChange } from './components-frame';
import { ComponentView } from './component-view';

export type { ComponentChange } from './components-frame';

/** The editing controls, loaded for a product's admins only: a visitor's page takes none of their code. */
const EditableComponents = lazy(() =>
  import('./editable-components').then((m) => ({ default: m.EditableComponents })),
);

/**
 * The generic components of a product's overview or factsheet page (seed 000 §3-§5): every visitor of the overview
 * sees them in their order; the product's admins also get the editing controls (add, edit, delete with confirmation,
 * drag-and-drop order; ./editable-components.tsx), except on a phone (`useStaffEditing`), where they are told why.
 * On the factsheet page the list is the factsheet edit mode's "Components" tab (the factsheet itself draws them);
 * `onChanged` lets it follow each write.
 */
export const ProductComponents = memo(function ProductComponents({
  product,
  products,
  access,
  page = 'overview',
  onChanged,
  preloaded,
}: ProductSectionProps & {
  page?: ComponentPage;
  onChanged?: (change: ComponentChange) => void;
  /** The page's components from an API answer (the overview's), rendered until the live binding answers. */
  preloaded?: Preloaded<GenericComponent[]>;
}) {
  const state = usePageComponents(product.productId, page, preloaded);
  const { canEdit, blockedOnPhone } = useStaffEditing(isProductAdmin(access, product.productId));

  if (state.status === 'error') {
    logger.warn('The components of a product could not be loaded', { productId: product.productId });
    return null;
  }
  const components = state.status === 'success' ? state.data : [];
  const cards = components.map((component) => (
    <Paper key={component.id} withBorder radius="md" p="md">
      <ComponentView component={component} color={product.productColor} />
    </Paper>
  ));
  const frame = (notices?: ReactNode) => (
    <ComponentsFrame productId={product.productId} page={page} notices={notices}>
      {cards}
    </ComponentsFrame>
  );
  if (canEdit) {
    return (
      <Suspense fallback={frame()}>
        <EditableComponents
          product={product}
          products={products}
          access={access}
          page={page}
          onChanged={onChanged}
          loaded={components}
          success={state.status === 'success'}
        />
      </Suspense>
    );
  }
  // Staff on a phone still get the section, to be told why there is nothing to edit.
  if (blockedOnPhone) return frame(<DesktopEditingNotice />);
  return components.length === 0 ? null : frame();
});
