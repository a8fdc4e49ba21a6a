import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCorners,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Checkbox,
  Grid,
  Group,
  Modal,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Tabs,
  Text,
  Textarea,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  defaultWidthOf,
  BRAND_COLORS,
  FACTSHEET_BLOCK_IDS,
  FACTSHEET_DATE_POSITIONS,
  FACTSHEET_FONT_SIZES,
  FACTSHEET_MAX_PAGES,
  FACTSHEET_SPACINGS,
  FACTSHEET_TITLE_BORDERS,
  factsheetConfigSchema,
  layoutFactsheet,
  TENANT_LOGO_IMAGE_ID,
  type FactsheetBlockId,
  type FactsheetConfig,
  type FactsheetLayoutItem,
  type FactsheetModel,
} from '@portal/domain';
import { IconGripVertical, IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { apiErrorMessageKey } from '../../../lib/api-client';
import { logger } from '../../../lib/logger';
import { saveFactsheetConfig } from '../api/save-factsheet-config';
import { parseColor } from '../editor/color';
import {
  addPage,
  layoutOf,
  pagesOf,
  paletteOf,
  placeComponent,
  positionOf,
  removeComponent,
  removeEmptyPage,
  updateComponent,
  type EditorPages,
} from '../editor/layout-edit';
import type { FactsheetEditorProps } from './factsheet-page';
import { FactsheetPages } from './factsheet-pages';
import { HeaderImageField, type LocalImage } from './header-image-field';

/** The form: the config without the layout (edited by drag and drop), the colour as typed. */
interface FormValues {
  header: Omit<FactsheetConfig['header'], 'backgroundImage' | 'logo'>;
  footer: FactsheetConfig['footer'];
  style: Omit<FactsheetConfig['style'], 'primaryColor'> & { primaryColor: string };
}

const PAGE_PREFIX = 'page:';
const PALETTE_PREFIX = 'palette:';

function toValues(config: FactsheetConfig): FormValues {
  const { hideProductName, datePosition, textInPrimaryColor, onlyOnFirstPage } = config.header;
  return {
    header: { hideProductName, datePosition, textInPrimaryColor, onlyOnFirstPage },
    footer: config.footer,
    // The API answers the colour resolved (the tenant's when none is set); the fallback is never shown in practice.
    style: { ...config.style, primaryColor: config.style.primaryColor ?? BRAND_COLORS.primary },
  };
}

type HeaderImages = Pick<FactsheetConfig['header'], 'backgroundImage' | 'logo'>;

function toConfig(
  values: FormValues,
  base: FactsheetConfig,
  pages: EditorPages,
  images: HeaderImages = base.header,
): FactsheetConfig {
  return {
    header: {
      ...base.header,
      ...values.header,
      backgroundImage: images.backgroundImage,
      logo: images.logo,
    },
    footer: values.footer,
    style: {
      ...values.style,
      primaryColor: parseColor(values.style.primaryColor) ?? base.style.primaryColor,
    },
    layout: layoutOf(pages),
  };
}

function LayoutCard({
  item,
  title,
  onChange,
  onRemove,
}: {
  item: FactsheetLayoutItem;
  title: string;
  onChange: (patch: Partial<Pick<FactsheetLayoutItem, 'column' | 'width'>>) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('factsheet');
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: item.componentId,
  });
  const width = item.width ?? defaultWidthOf(item.componentId);
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      p={6}
      radius="sm"
      style={{ transform: CSS.Transform.toString(transform), transition, opacity: isDragging ? 0.5 : 1 }}
      data-testid="factsheet-editor-item"
      data-component-id={item.componentId}
    >
      <Group gap={6} wrap="nowrap">
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t('editor.drag', { name: title })}
          style={{ cursor: 'grab', touchAction: 'none' }}
          data-testid="factsheet-editor-handle"
          {...attributes}
          {...listeners}
        >
          <IconGripVertical size={16} />
        </ActionIcon>
        <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
          <Text size="sm" fw={500} truncate>
            {title}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {item.componentId}
          </Text>
        </Stack>
        <SegmentedControl
          size="xs"
          value={width}
          onChange={(v) => {
            onChange({ width: v === 'full' ? 'full' : 'half' });
          }}
          data={[
            { value: 'full', label: t('editor.full') },
            { value: 'half', label: t('editor.half') },
          ]}
          aria-label={t('editor.width')}
        />
        <SegmentedControl
          size="xs"
          value={String(item.column)}
          disabled={width === 'full'}
          onChange={(v) => {
            onChange({ column: v === '1' ? 1 : 0 });
          }}
          data={[
            { value: '0', label: t('editor.left') },
            { value: '1', label: t('editor.right') },
          ]}
          aria-label={t('editor.column')}
        />
        <Tooltip label={t('editor.remove')}>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('editor.removeNamed', { name: title })}
            onClick={onRemove}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Paper>
  );
}

function PageDropZone({ page, children }: { page: number; children: ReactNode }) {
  const { setNodeRef, isOver } = useDroppable({ id: `${PAGE_PREFIX}${page}` });
  return (
    <Stack
      ref={setNodeRef}
      gap={6}
      mih={48}
      p={6}
      style={{
        borderRadius: 6,
        border: `1px dashed ${isOver ? 'var(--mantine-color-blue-5)' : 'var(--mantine-color-gray-4)'}`,
      }}
      data-testid="factsheet-editor-page"
      data-page={page + 1}
    >
      {children}
    </Stack>
  );
}

function PaletteItem({ id, title, onAdd }: { id: string; title: string; onAdd: () => void }) {
  const { t } = useTranslation('factsheet');
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({
    id: `${PALETTE_PREFIX}${id}`,
  });
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      p={6}
      radius="sm"
      style={{ transform: CSS.Translate.toString(transform), opacity: isDragging ? 0.5 : 1 }}
      data-testid="factsheet-palette-item"
      data-component-id={id}
    >
      <Group gap={6} wrap="nowrap">
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t('editor.drag', { name: title })}
          style={{ cursor: 'grab', touchAction: 'none' }}
          {...attributes}
          {...listeners}
        >
          <IconGripVertical size={16} />
        </ActionIcon>
        <Text size="sm" style={{ flex: 1 }} truncate>
          {title}
        </Text>
        <Tooltip label={t('editor.addToLastPage')}>
          <ActionIcon variant="subtle" aria-label={t('editor.addNamed', { name: title })} onClick={onAdd}>
            <IconPlus size={16} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Paper>
  );
}

/**
 * The factsheet's edit mode (seed 000 §2 "edit mode by drag and drop"; docs/factsheets.md): the layout as one list
 * per page (drag between positions and pages, column and width per component, a palette of the blocks not placed),
 * the header, footer and style forms, and a live preview drawn by the same `layoutFactsheet` on every change, with
 * the components the layout had to remove or has no data for. Saves one language at a time; unsaved changes are
 * confirmed before leaving the page, switching the language or closing the editor.
 */
export function FactsheetEditor({
  product,
  data,
  config,
  lang,
  setLang,
  refetch,
  onClose,
}: FactsheetEditorProps) {
  const { t } = useTranslation('factsheet');
  const model = data.model;
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
  const [local, setLocal] = useState<{ backgroundImage: LocalImage | null; logo: LocalImage | null }>({
    backgroundImage: null,
    logo: null,
  });
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
    () => JSON.stringify(toConfig(toValues(config), config, initialPages)),
    [config, initialPages],
  );
  const currentKey = JSON.stringify(current);
  const dirty = currentKey !== saved;
  const preview = useMemo(
    () => layoutFactsheet(previewModel, JSON.parse(currentKey) as FactsheetConfig),
    [previewModel, currentKey],
  );
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [savedNote, setSavedNote] = useState(false);
  const [pending, setPending] = useState<(() => void) | null>(null);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('beforeunload', warn);
    };
  }, [dirty]);

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const titleOf = (id: string) =>
    model.blocks[id]?.title ??
    ((FACTSHEET_BLOCK_IDS as readonly string[]).includes(id)
      ? t(`editor.blockNames.${id as FactsheetBlockId}`)
      : id);
  const palette = paletteOf(model, pages);
  const edit = (next: EditorPages) => {
    setPages(next);
    setSavedNote(false);
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    const activeId = String(active.id);
    const overId = String(over.id);
    const id = activeId.startsWith(PALETTE_PREFIX) ? activeId.slice(PALETTE_PREFIX.length) : activeId;
    let page: number;
    let index: number;
    if (overId.startsWith(PAGE_PREFIX)) {
      page = Number(overId.slice(PAGE_PREFIX.length));
      index = Number.MAX_SAFE_INTEGER;
    } else {
      const at = positionOf(pages, overId);
      if (!at || overId === id) return;
      page = at.page;
      index = at.index;
    }
    edit(placeComponent(pages, id, page, index, { column: 0, width: defaultWidthOf(id) }));
  };

  const guard = (action: () => void) => {
    if (dirty) setPending(() => action);
    else action();
  };

  const save = async () => {
    if (form.validate().hasErrors) return;
    const parsed = factsheetConfigSchema.safeParse(current);
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

  // Named as the layout list names them, with the id the spec's warning lists (seed 000 §4).
  const named = (id: string) => `${titleOf(id)} (${id})`;
  const removedIds = preview.removed.map((r) => named(r.componentId));
  const options = (values: readonly string[], key: string) =>
    values.map((value) => ({ value, label: t(`${key}.${value}` as 'editor.fontSizes.small') }));

  return (
    <Stack gap="md" data-testid="factsheet-editor">
      <Paper withBorder p="sm" radius="md">
        <Group justify="space-between" wrap="wrap">
          <Group gap="sm">
            <Select
              label={t('language')}
              value={lang}
              allowDeselect={false}
              data={data.availableLanguages.map((l) => ({ value: l, label: t(`languages.${l}`) }))}
              onChange={(v) => {
                if (v && v !== lang)
                  guard(() => {
                    setLang(v);
                  });
              }}
              w={180}
              data-testid="factsheet-editor-language"
            />
            {dirty ? (
              <Badge color="orange" variant="light">
                {t('editor.unsaved')}
              </Badge>
            ) : savedNote ? (
              <Badge color="green" variant="light" data-testid="factsheet-editor-saved">
                {t('editor.saved')}
              </Badge>
            ) : null}
          </Group>
          <Group gap="sm">
            <Button
              variant="default"
              onClick={() => {
                guard(onClose);
              }}
            >
              {t('editor.close')}
            </Button>
            <Button
              onClick={() => void save()}
              loading={saving}
              disabled={!dirty}
              data-testid="factsheet-editor-save"
            >
              {t('editor.save')}
            </Button>
          </Group>
        </Group>
      </Paper>
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
            </Tabs.List>
            <Tabs.Panel value="layout" pt="sm">
              <DndContext sensors={sensors} collisionDetection={closestCorners} onDragEnd={onDragEnd}>
                <Stack gap="sm">
                  {pages.map((items, page) => (
                    <Stack key={page} gap={4}>
                      <Group justify="space-between">
                        <Text fw={600} size="sm">
                          {t('page', { page: page + 1 })}
                        </Text>
                        {items.length === 0 && pages.length > 1 ? (
                          <Button
                            size="compact-xs"
                            variant="subtle"
                            color="red"
                            onClick={() => {
                              edit(removeEmptyPage(pages, page));
                            }}
                          >
                            {t('editor.removePage')}
                          </Button>
                        ) : null}
                      </Group>
                      <SortableContext
                        items={items.map((i) => i.componentId)}
                        strategy={verticalListSortingStrategy}
                      >
                        <PageDropZone page={page}>
                          {items.length === 0 ? (
                            <Text size="xs" c="dimmed" ta="center">
                              {t('editor.emptyPage')}
                            </Text>
                          ) : null}
                          {items.map((item) => (
                            <LayoutCard
                              key={item.componentId}
                              item={item}
                              title={titleOf(item.componentId)}
                              onChange={(patch) => {
                                edit(updateComponent(pages, item.componentId, patch));
                              }}
                              onRemove={() => {
                                edit(removeComponent(pages, item.componentId));
                              }}
                            />
                          ))}
                        </PageDropZone>
                      </SortableContext>
                    </Stack>
                  ))}
                  <Button
                    variant="light"
                    leftSection={<IconPlus size={16} />}
                    disabled={pages.length >= FACTSHEET_MAX_PAGES}
                    onClick={() => {
                      edit(addPage(pages));
                    }}
                    data-testid="factsheet-editor-add-page"
                  >
                    {t('editor.addPage', { max: FACTSHEET_MAX_PAGES })}
                  </Button>
                  <Text fw={600} size="sm" mt="sm">
                    {t('editor.palette')}
                  </Text>
                  {palette.length === 0 ? (
                    <Text size="xs" c="dimmed">
                      {t('editor.paletteEmpty')}
                    </Text>
                  ) : (
                    palette.map((id) => (
                      <PaletteItem
                        key={id}
                        id={id}
                        title={titleOf(id)}
                        onAdd={() => {
                          edit(
                            placeComponent(pages, id, pages.length - 1, Number.MAX_SAFE_INTEGER, {
                              column: 0,
                              width: defaultWidthOf(id),
                            }),
                          );
                        }}
                      />
                    ))
                  )}
                </Stack>
              </DndContext>
            </Tabs.Panel>
            <Tabs.Panel value="header" pt="sm">
              <Stack gap="sm">
                <HeaderImageField
                  productId={product.productId}
                  label={t('editor.backgroundImage')}
                  value={images.backgroundImage}
                  exactHeaderSize
                  onChange={(ref, picked) => {
                    setImages((i) => ({ ...i, backgroundImage: ref }));
                    setLocal((l) => ({ ...l, backgroundImage: picked }));
                  }}
                  testId="factsheet-editor-background"
                />
                <HeaderImageField
                  productId={product.productId}
                  label={t('editor.logo')}
                  value={images.logo}
                  exactHeaderSize={false}
                  onChange={(ref, picked) => {
                    setImages((i) => ({ ...i, logo: ref }));
                    setLocal((l) => ({ ...l, logo: picked }));
                  }}
                  testId="factsheet-editor-logo"
                />
                <Checkbox
                  label={t('editor.hideProductName')}
                  {...form.getInputProps('header.hideProductName', { type: 'checkbox' })}
                />
                <Select
                  label={t('editor.datePosition')}
                  allowDeselect={false}
                  data={options(FACTSHEET_DATE_POSITIONS, 'editor.datePositions')}
                  {...form.getInputProps('header.datePosition')}
                />
                <Checkbox
                  label={t('editor.textInPrimaryColor')}
                  {...form.getInputProps('header.textInPrimaryColor', { type: 'checkbox' })}
                />
                <Checkbox
                  label={t('editor.onlyOnFirstPage')}
                  {...form.getInputProps('header.onlyOnFirstPage', { type: 'checkbox' })}
                />
              </Stack>
            </Tabs.Panel>
            <Tabs.Panel value="footer" pt="sm">
              <Stack gap="sm">
                <Textarea
                  label={t('editor.footerText')}
                  autosize
                  minRows={2}
                  maxRows={6}
                  {...form.getInputProps('footer.text')}
                />
                <Checkbox
                  label={t('editor.pageNumber')}
                  {...form.getInputProps('footer.pageNumber', { type: 'checkbox' })}
                />
                <Checkbox
                  label={t('editor.footerLine')}
                  {...form.getInputProps('footer.footerLine', { type: 'checkbox' })}
                />
              </Stack>
            </Tabs.Panel>
            <Tabs.Panel value="style" pt="sm">
              <Stack gap="sm">
                <TextInput
                  label={t('editor.primaryColor')}
                  description={t('editor.primaryColorHint')}
                  leftSection={
                    <span
                      style={{
                        width: 14,
                        height: 14,
                        borderRadius: 3,
                        background: parseColor(form.getValues().style.primaryColor) ?? 'transparent',
                        border: '1px solid var(--mantine-color-gray-4)',
                      }}
                    />
                  }
                  data-testid="factsheet-editor-color"
                  {...form.getInputProps('style.primaryColor')}
                />
                <Select
                  label={t('editor.fontSize')}
                  allowDeselect={false}
                  data={options(FACTSHEET_FONT_SIZES, 'editor.fontSizes')}
                  {...form.getInputProps('style.fontSize')}
                />
                <Select
                  label={t('editor.spacing')}
                  allowDeselect={false}
                  data={options(FACTSHEET_SPACINGS, 'editor.spacings')}
                  {...form.getInputProps('style.spacing')}
                />
                <Select
                  label={t('editor.titleBorder')}
                  allowDeselect={false}
                  data={options(FACTSHEET_TITLE_BORDERS, 'editor.titleBorders')}
                  {...form.getInputProps('style.titleBorder')}
                />
              </Stack>
            </Tabs.Panel>
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
            <FactsheetPages layout={preview} model={previewModel} />
          </div>
        </Grid.Col>
      </Grid>
      <Modal
        opened={pending !== null || blocker.state === 'blocked'}
        onClose={() => {
          setPending(null);
          if (blocker.state === 'blocked') blocker.reset();
        }}
        title={t('editor.discardTitle')}
      >
        <Stack gap="md">
          <Text size="sm">{t('editor.discardText')}</Text>
          <Group justify="flex-end">
            <Button
              variant="default"
              onClick={() => {
                setPending(null);
                if (blocker.state === 'blocked') blocker.reset();
              }}
            >
              {t('editor.keepEditing')}
            </Button>
            <Button
              color="red"
              onClick={() => {
                const action = pending;
                setPending(null);
                if (blocker.state === 'blocked') blocker.proceed();
                action?.();
              }}
              data-testid="factsheet-editor-discard"
            >
              {t('editor.discard')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
