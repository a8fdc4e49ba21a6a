import { useForm } from '@mantine/form';
import {
  FACTSHEET_BLOCK_IDS,
  layoutFactsheet,
  TENANT_LOGO_IMAGE_ID,
  type FactsheetBlockId,
  type FactsheetConfig,
  type FactsheetModel,
} from '@portal/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canonicalJson } from '../../editor/canonical-json';
import { parseColor } from '../../editor/color';
import { toConfig, toValues, type FormValues, type HeaderImages } from '../../editor/form-values';
import { pagesOf, type EditorPages } from '../../editor/layout-edit';
import type { LocalImage } from '../header-image-field';

type LocalImages = Record<keyof HeaderImages, LocalImage | null>;

/**
 * The editor's draft of one language's config: the form (header, footer, style), the pages, the header images and
 * the browser's copies of new uploads; what it adds up to (`current`, `dirty` against the stored config) and the
 * preview drawn from it by the same `layoutFactsheet` as the PDF.
 */
export function useFactsheetDraft(model: FactsheetModel, config: FactsheetConfig) {
  const { t } = useTranslation('factsheet');
  const initialPages = useMemo(() => pagesOf(config.layout), [config.layout]);
  const [pages, setPages] = useState<EditorPages>(initialPages);
  const form = useForm<FormValues>({
    mode: 'controlled',
    initialValues: toValues(config),
    validate: {
      style: {
        primaryColor: (v) => (parseColor(v) === null ? t('editor.colorInvalid') : null),
      },
      footer: {
        text: (v) => (v.length > 2000 ? t('editor.footerTooLong', { max: 2000 }) : null),
      },
    },
    validateInputOnChange: true,
  });
  const [images, setImages] = useState<HeaderImages>({
    backgroundImage: config.header.backgroundImage,
    logo: config.header.logo,
  });
  const [local, setLocal] = useState<LocalImages>({ backgroundImage: null, logo: null });
  // The preview draws a newly uploaded header image from the browser's copy, and none once removed.
  const previewModel = useMemo((): FactsheetModel => {
    const withImage = (
      m: FactsheetModel,
      key: keyof HeaderImages,
      field: 'headerBackgroundImageId' | 'logoImageId',
    ) => {
      // No logo chosen: the tenant's (when the model has it), as the PDF draws it.
      if (images[key] === null) {
        const fallback = key === 'logo' && TENANT_LOGO_IMAGE_ID in m.images ? TENANT_LOGO_IMAGE_ID : null;
        return { ...m, [field]: fallback };
      }
      const picked = local[key];
      if (!picked) return m;
      const id = `local-${key}`;
      return { ...m, [field]: id, images: { ...m.images, [id]: { id, ...picked } } };
    };
    return withImage(withImage(model, 'backgroundImage', 'headerBackgroundImageId'), 'logo', 'logoImageId');
  }, [model, images, local]);
  const current = toConfig(form.getValues(), config, pages, images);
  const saved = useMemo(
    () => canonicalJson(toConfig(toValues(config), config, initialPages)),
    [config, initialPages],
  );
  // Compared by content: after a save the editor stays open on the config read back (keys in another order).
  const currentKey = canonicalJson(current);
  const preview = useMemo(
    () => layoutFactsheet(previewModel, JSON.parse(currentKey) as FactsheetConfig),
    [previewModel, currentKey],
  );
  const titleOf = (id: string) =>
    model.blocks[id]?.title ??
    ((FACTSHEET_BLOCK_IDS as readonly string[]).includes(id)
      ? t(`editor.blockNames.${id as FactsheetBlockId}`)
      : id);
  const setImage = (
    key: keyof HeaderImages,
    ref: HeaderImages[keyof HeaderImages],
    picked: LocalImage | null,
  ) => {
    setImages((i) => ({ ...i, [key]: ref }));
    setLocal((l) => ({ ...l, [key]: picked }));
  };

  return {
    form,
    pages,
    setPages,
    images,
    setImage,
    current,
    dirty: currentKey !== saved,
    preview,
    previewModel,
    titleOf,
  };
}
