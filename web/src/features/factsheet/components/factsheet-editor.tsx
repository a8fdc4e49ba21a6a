import { Alert, Grid, Stack, Tabs, Text } from '@mantine/core';
import {
  factsheetConfigSchema,
  genericComponentId,
  type FactsheetConfig,
  type Language,
  type ProductConfig,
} from '@portal/domain';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessageKey } from '../../../lib/api-client';
import { logger } from '../../../lib/logger';
import type { useFactsheet } from '../api/get-factsheet';
import { saveFactsheetConfig } from '../api/save-factsheet-config';
import { placeNew, removeComponent, type EditorPages } from '../editor/layout-edit';
import { DiscardModal } from './editor/discard-modal';
import { EditorToolbar } from './editor/editor-toolbar';
import { LayoutPanel } from './editor/layout-panel';
import { FooterPanel, HeaderPanel, StylePanel } from './editor/settings-panels';
import { useFactsheetDraft } from './editor/use-factsheet-draft';
import { useUnsavedGuard } from '../../../hooks/use-unsaved-guard';
import { FactsheetPages } from './factsheet-pages';

export interface FactsheetEditorProps {
  product: ProductConfig;
  data: NonNullable<ReturnType<typeof useFactsheet>['data']>;
  /** The config shown (the stored one, or with the default layout). */
  config: FactsheetConfig;
  lang: Language;
  setLang: (lang: Language) => void;
  /** Loads the factsheet again after the config is saved (the editor starts again from the stored config). */
  refetch: () => void;
  /**
   * Loads the model again after a component was written in the "Components" tab, keeping the current answer
   * meanwhile, so the editor stays open with its unsaved draft.
   */
  reloadModel: () => void;
  /** The "Components" tab: the factsheet page's generic components, composed by the route (features/product-components). */
  components?: (onChanged: (change: FactsheetComponentChange) => void) => ReactNode;
  onClose: () => void;
}

/** A write of the factsheet page's components: a created one is placed, a deleted one leaves the layout. */
export interface FactsheetComponentChange {
  created?: string;
  deleted?: string;
}

/**
 * The factsheet's edit mode (seed 000 §2 "edit mode by drag and drop"; docs/factsheets.md): the layout as one list
 * per page (./editor/layout-panel.tsx), the header, footer and style forms (./editor/settings-panels.tsx), and a live
 * preview drawn by the same `layoutFactsheet` on every change (./editor/use-factsheet-draft.ts), with the components
 * the layout had to remove or has no data for. Saves one language at a time; unsaved changes are confirmed before
 * leaving the page, switching the language or closing the editor (web/src/hooks/use-unsaved-guard.ts).
 */
export function FactsheetEditor({
  product,
  data,
  config,
  lang,
  setLang,
  refetch,
  reloadModel,
  components,
  onClose,
}: FactsheetEditorProps) {
  const { t } = useTranslation('factsheet');
  const draft = useFactsheetDraft(data.model, config);
  const { form, pages, preview, titleOf } = draft;
  const unsaved = useUnsavedGuard(draft.dirty);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [savedNote, setSavedNote] = useState(false);

  const edit = (next: EditorPages) => {
    draft.setPages(next);
    setSavedNote(false);
  };

  const save = async () => {
    if (form.validate().hasErrors) return;
    const parsed = factsheetConfigSchema.safeParse(draft.current);
    if (!parsed.success) {
      setError(t('editor.invalid'));
      return;
    }
    setSaving(true);
    setError(null);
    try {
      await saveFactsheetConfig(product.productId, lang, parsed.data);
      setSavedNote(true);
      refetch();
    } catch (e) {
      logger.warn('The factsheet config could not be saved', {
        productId: product.productId,
        lang,
        error: e,
      });
      setError(t(apiErrorMessageKey(e), { ns: 'errors' }));
    } finally {
      setSaving(false);
    }
  };

  // A component created here goes to the end of the last page of the draft, so the preview shows it at once (saving
  // the layout keeps it there); a deleted one leaves the draft, which would otherwise report it missing.
  const onComponentsChanged = ({ created, deleted }: FactsheetComponentChange) => {
    if (created !== undefined) draft.setPages((p) => placeNew(p, genericComponentId(created)));
    if (deleted !== undefined) draft.setPages((p) => removeComponent(p, genericComponentId(deleted)));
    setSavedNote(false);
    reloadModel();
  };

  // Named as the layout list names them, with the id the spec's warning lists (seed 000 §4).
  const named = (id: string) => `${titleOf(id)} (${id})`;
  const removedIds = preview.removed.map((r) => named(r.componentId));

  return (
    <Stack gap="md" data-testid="factsheet-editor">
      <EditorToolbar
        lang={lang}
        languages={data.availableLanguages}
        onLanguage={(next) => {
          unsaved.guard(() => {
            setLang(next);
          });
        }}
        dirty={draft.dirty}
        savedNote={savedNote}
        saving={saving}
        onClose={() => {
          unsaved.guard(onClose);
        }}
        onSave={() => void save()}
      />
      {error ? (
        <Alert color="red" title={t('editor.saveError')}>
          {error}
        </Alert>
      ) : null}
      {removedIds.length > 0 || preview.missing.length > 0 ? (
        <Alert color="yellow" title={t('editor.warningTitle')} data-testid="factsheet-editor-warning">
          <Stack gap={4}>
            {removedIds.length > 0 ? (
              <Text size="sm">{t('editor.removed', { ids: removedIds.join(', ') })}</Text>
            ) : null}
            {preview.missing.length > 0 ? (
              <Text size="sm">{t('editor.missing', { ids: preview.missing.map(named).join(', ') })}</Text>
            ) : null}
          </Stack>
        </Alert>
      ) : null}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Tabs defaultValue="layout" keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="layout">{t('editor.tabs.layout')}</Tabs.Tab>
              <Tabs.Tab value="header">{t('editor.tabs.header')}</Tabs.Tab>
              <Tabs.Tab value="footer">{t('editor.tabs.footer')}</Tabs.Tab>
              <Tabs.Tab value="style">{t('editor.tabs.style')}</Tabs.Tab>
              {components ? (
                <Tabs.Tab value="components" data-testid="factsheet-editor-components-tab">
                  {t('editor.tabs.components')}
                </Tabs.Tab>
              ) : null}
            </Tabs.List>
            <Tabs.Panel value="layout" pt="sm">
              <LayoutPanel model={data.model} pages={pages} titleOf={titleOf} onEdit={edit} />
            </Tabs.Panel>
            <Tabs.Panel value="header" pt="sm">
              <HeaderPanel
                productId={product.productId}
                form={form}
                images={draft.images}
                onImage={draft.setImage}
              />
            </Tabs.Panel>
            <Tabs.Panel value="footer" pt="sm">
              <FooterPanel form={form} />
            </Tabs.Panel>
            <Tabs.Panel value="style" pt="sm">
              <StylePanel form={form} />
            </Tabs.Panel>
            {components ? (
              <Tabs.Panel value="components" pt="sm">
                {components(onComponentsChanged)}
              </Tabs.Panel>
            ) : null}
          </Tabs>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 7 }}>
          {/* The preview stays in view while the lists on the left scroll. */}
          {/* Focusable: a keyboard user scrolls the preview with the arrow keys (WCAG 2.1.1). */}
          <div
            role="region"
            aria-label={t('editor.preview')}
            tabIndex={0}
            style={{ position: 'sticky', top: 72, maxHeight: 'calc(100vh - 88px)', overflowY: 'auto' }}
          >
            <FactsheetPages layout={preview} model={draft.previewModel} />
          </div>
        </Grid.Col>
      </Grid>
      <DiscardModal opened={unsaved.asking} onKeep={unsaved.keep} onDiscard={unsaved.discard} />
    </Stack>
  );
}
