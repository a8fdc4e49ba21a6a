import {
  Alert,
  Button,
  Checkbox,
  Group,
  List,
  Modal,
  NumberInput,
  Select,
  Stack,
  Tabs,
  Text,
  TextInput,
} from '@mantine/core';
import {
  GENERIC_COMPONENT_TYPES,
  isChartType,
  isMediaType,
  isProductAdmin,
  linkTargets,
  sameLocation,
  type ComponentIssue,
  type ComponentLocation,
  type ComponentPage,
  type GenericComponent,
  type GenericComponentType,
  type Language,
  type LinkIssue,
} from '@portal/domain';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MediaUploadField } from '../../../components/media-upload-field';
import { ApiRequestError, apiErrorMessageKey } from '../../../lib/api-client';
import { NUMBER_LOCALE } from '../../../lib/format';
import { logger } from '../../../lib/logger';
import { createComponent, updateComponent } from '../api/write-components';
import {
  addedLinks,
  contentToSave,
  draftIssues,
  draftOf,
  newDraft,
  type ComponentDraft,
  type ContentDraft,
} from '../utils/draft';
import { issueMessage, linkIssueMessage } from '../utils/issue-message';
import { RowsField } from './rows-field';
import type { ProductSectionProps } from '../../../lib/product-section';

const RichTextField = lazy(() => import('./rich-text-field'));

/** What the server refused, when it names issues (the client's own check should have caught them first). */
function serverIssues(
  error: unknown,
): { issues: ComponentIssue[]; linkIssues: LinkIssue[]; idTaken: boolean } | null {
  if (!(error instanceof ApiRequestError) || typeof error.details !== 'object' || error.details === null)
    return null;
  const d = error.details as { issues?: ComponentIssue[]; linkIssues?: LinkIssue[]; idTaken?: boolean };
  if (!Array.isArray(d.issues) && !Array.isArray(d.linkIssues)) return null;
  return { issues: d.issues ?? [], linkIssues: d.linkIssues ?? [], idTaken: d.idTaken ?? false };
}

/**
 * Create or edit a component of the overview or the factsheet page: type (fixed once saved) and id, the content per
 * language, an overview component's "show on factsheet" flag, and the links to the same id on the other page and the
 * other share classes of the fund. Saving with new links first asks for confirmation: the linked locations get a
 * copy, overwriting a same-id component there.
 */
export function ComponentEditor({
  product,
  products,
  access,
  page,
  langs,
  component,
  onClose,
}: ProductSectionProps & {
  page: ComponentPage;
  langs: readonly Language[];
  component: GenericComponent | null;
  /** After a save (`saved`: the id written) or a cancel. */
  onClose: (saved?: string) => void;
}) {
  const { t, i18n } = useTranslation('components');
  const isNew = component === null;
  const [draft, setDraft] = useState<ComponentDraft>(() =>
    component ? draftOf(component, langs) : newDraft('text', langs),
  );
  const [showIssues, setShowIssues] = useState(false);
  /** Counts refused saves: each brings the list of what is missing into view (it sits below the fields). */
  const [refusals, setRefusals] = useState(0);
  const problemsRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (refusals > 0) problemsRef.current?.scrollIntoView({ block: 'nearest' });
  }, [refusals]);
  const [confirming, setConfirming] = useState<ComponentLocation[] | null>(null);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<{ message: string; lines: string[] } | null>(null);
  const self: ComponentLocation = { productId: product.productId, page };
  const targets = useMemo(() => linkTargets(self, products), [products, self.productId, self.page]); // eslint-disable-line react-hooks/exhaustive-deps
  const names = new Intl.DisplayNames([i18n.language], { type: 'language' });
  const languageName = (lang: string) => names.of(lang) ?? lang;
  const number = new Intl.NumberFormat(NUMBER_LOCALE, { maximumFractionDigits: 4 });
  const locationName = (l: ComponentLocation) =>
    `${products.find((p) => p.productId === l.productId)?.productName ?? l.productId} · ${t(`pages.${l.page}`)}`;

  const issues = draftIssues(draft, isNew);
  /** A language's issues, once a save was tried (its tab and the fields they name turn red). */
  const issuesOf = (lang: string): ComponentIssue[] =>
    showIssues ? issues.filter((i): i is ComponentIssue => 'lang' in i && i.lang === lang) : [];
  const setContent = (lang: string, change: Partial<ContentDraft>) => {
    setDraft((d) => {
      const current = d.content[lang];
      return current ? { ...d, content: { ...d.content, [lang]: { ...current, ...change } } } : d;
    });
  };
  const toggleLink = (l: ComponentLocation, on: boolean) => {
    setDraft((d) => ({ ...d, links: on ? [...d.links, l] : d.links.filter((x) => !sameLocation(x, l)) }));
  };

  const send = async () => {
    setConfirming(null);
    setSaving(true);
    setFailure(null);
    const body = {
      type: draft.type,
      content: contentToSave(draft),
      numberOfDecimals: draft.numberOfDecimals,
      showOnFactsheet: draft.showOnFactsheet,
      links: draft.links,
    };
    try {
      if (isNew) await createComponent(product.productId, { ...body, page, id: draft.id });
      else await updateComponent(product.productId, page, draft.id, body);
      onClose(draft.id);
    } catch (error) {
      logger.warn('A component could not be saved', { productId: product.productId, id: draft.id, error });
      const refused = serverIssues(error);
      setRefusals((n) => n + 1);
      setFailure({
        message: t(apiErrorMessageKey(error), { ns: 'errors' }),
        lines: refused
          ? [
              ...(refused.idTaken ? [t('issues.idTaken')] : []),
              ...refused.issues.map((i) => issueMessage(t, i, languageName, number)),
              ...refused.linkIssues.map((i) => linkIssueMessage(t, i, locationName)),
            ]
          : [],
      });
    } finally {
      setSaving(false);
    }
  };

  const save = () => {
    setShowIssues(true);
    if (issues.length > 0) {
      setRefusals((n) => n + 1);
      return;
    }
    const added = addedLinks(component?.links ?? [], draft.links);
    if (added.length > 0) setConfirming(added);
    else void send();
  };

  const typeLabel = (type: GenericComponentType) => t(`types.${type}`);
  return (
    <>
      <Modal
        opened
        onClose={() => {
          onClose();
        }}
        size="xl"
        title={isNew ? t('editor.createTitle') : t('editor.editTitle', { id: draft.id })}
        closeOnClickOutside={false}
      >
        <Stack gap="md" data-testid="component-editor">
          <Group grow align="flex-start">
            <Select
              label={t('editor.type')}
              data={GENERIC_COMPONENT_TYPES.map((type) => ({ value: type, label: typeLabel(type) }))}
              value={draft.type}
              onChange={(v) => {
                if (v) setDraft((d) => ({ ...d, type: v }));
              }}
              disabled={!isNew}
              description={isNew ? undefined : t('editor.typeFixed')}
              allowDeselect={false}
              data-testid="component-type"
            />
            <TextInput
              label={t('editor.id')}
              description={isNew ? t('editor.idHint') : t('editor.idFixed')}
              value={draft.id}
              onChange={(e) => {
                const id = e.currentTarget.value;
                setDraft((d) => ({ ...d, id }));
              }}
              disabled={!isNew}
              error={
                showIssues && issues.some((i) => i.code === 'idInvalid') ? t('issues.idInvalid') : undefined
              }
              data-testid="component-id"
            />
          </Group>
          <Tabs defaultValue={langs[0]} keepMounted={false}>
            <Tabs.List>
              {langs.map((lang) => (
                <Tabs.Tab
                  key={lang}
                  value={lang}
                  color={issuesOf(lang).length > 0 ? 'red' : undefined}
                  c={issuesOf(lang).length > 0 ? 'red' : undefined}
                  data-testid={`lang-tab-${lang}`}
                >
                  {languageName(lang)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {langs.map((lang) => {
              const c = draft.content[lang];
              if (!c) return null;
              return (
                <Tabs.Panel key={lang} value={lang} pt="sm">
                  <Stack gap="sm">
                    <TextInput
                      label={t('editor.title')}
                      value={c.title}
                      onChange={(e) => {
                        setContent(lang, { title: e.currentTarget.value });
                      }}
                      data-testid="component-title"
                    />
                    {draft.type === 'text' ? (
                      <Suspense fallback={null}>
                        <RichTextField
                          key={`${lang}-${draft.type}`}
                          label={t('editor.text')}
                          value={c.text}
                          onChange={(text) => {
                            setContent(lang, { text });
                          }}
                        />
                      </Suspense>
                    ) : isMediaType(draft.type) ? (
                      <MediaUploadField
                        productId={product.productId}
                        kind={draft.type === 'video' ? 'video' : 'image'}
                        label={t('editor.file')}
                        value={c.media}
                        onChange={(media) => {
                          setContent(lang, { media });
                        }}
                      />
                    ) : (
                      <RowsField
                        type={draft.type}
                        draft={c}
                        issues={issuesOf(lang)}
                        onChange={(change) => {
                          setContent(lang, change);
                        }}
                      />
                    )}
                    <TextInput
                      label={t('editor.footnote')}
                      value={c.footnote}
                      onChange={(e) => {
                        setContent(lang, { footnote: e.currentTarget.value });
                      }}
                    />
                  </Stack>
                </Tabs.Panel>
              );
            })}
          </Tabs>
          <Text size="xs" c="dimmed">
            {t('editor.languagesHint')}
          </Text>
          {isChartType(draft.type) ? (
            <NumberInput
              label={t('editor.decimals')}
              min={0}
              max={10}
              w={200}
              value={draft.numberOfDecimals}
              onChange={(v) => {
                setDraft((d) => ({ ...d, numberOfDecimals: typeof v === 'number' ? v : 0 }));
              }}
            />
          ) : null}
          {page === 'overview' ? (
            <Checkbox
              label={t('editor.showOnFactsheet')}
              description={t('editor.showOnFactsheetHint')}
              checked={draft.showOnFactsheet}
              onChange={(e) => {
                const showOnFactsheet = e.currentTarget.checked;
                setDraft((d) => ({ ...d, showOnFactsheet }));
              }}
              data-testid="component-show-on-factsheet"
            />
          ) : null}
          {targets.length > 0 ? (
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                {t('editor.links')}
              </Text>
              <Text size="xs" c="dimmed">
                {t('editor.linksHint')}
              </Text>
              {targets.map((l) => (
                <Checkbox
                  key={`${l.productId}/${l.page}`}
                  label={locationName(l)}
                  checked={draft.links.some((x) => sameLocation(x, l))}
                  disabled={!isProductAdmin(access, l.productId)}
                  onChange={(e) => {
                    toggleLink(l, e.currentTarget.checked);
                  }}
                  data-testid={`link-${l.productId}-${l.page}`}
                />
              ))}
            </Stack>
          ) : null}
          {showIssues && issues.length > 0 ? (
            <Alert color="red" title={t('editor.issuesTitle')} data-testid="component-issues">
              <List size="sm">
                {issues.map((issue, i) => (
                  <List.Item key={i}>{issueMessage(t, issue, languageName, number)}</List.Item>
                ))}
              </List>
            </Alert>
          ) : null}
          {failure ? (
            <Alert color="red" title={failure.message} data-testid="component-failure">
              <List size="sm">
                {failure.lines.map((line, i) => (
                  <List.Item key={i}>{line}</List.Item>
                ))}
              </List>
            </Alert>
          ) : null}
          {/* Below the problems: scrolled into view, it brings them into view. */}
          <div ref={problemsRef} />
          <Group justify="flex-end">
            <Button
              variant="default"
              onClick={() => {
                onClose();
              }}
            >
              {t('editor.cancel')}
            </Button>
            <Button onClick={save} loading={saving} data-testid="component-save">
              {t('editor.save')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <Modal
        opened={confirming !== null}
        onClose={() => {
          setConfirming(null);
        }}
        title={t('link.title')}
        centered
      >
        <Stack data-testid="link-confirm">
          <Text size="sm">{t('link.body')}</Text>
          <List size="sm">
            {(confirming ?? []).map((l) => (
              <List.Item key={`${l.productId}/${l.page}`}>{locationName(l)}</List.Item>
            ))}
          </List>
          <Group justify="flex-end">
            <Button
              variant="default"
              onClick={() => {
                setConfirming(null);
              }}
            >
              {t('editor.cancel')}
            </Button>
            <Button onClick={() => void send()} data-testid="link-confirm-button">
              {t('link.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
