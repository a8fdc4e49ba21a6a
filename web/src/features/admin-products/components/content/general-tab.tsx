import {
  Alert,
  ColorInput,
  Divider,
  Group,
  NumberInput,
  SimpleGrid,
  Slider,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  cleanLocalized,
  CONTENT_LIMITS,
  generalIssues,
  isImage,
  localizedIssues,
  type ContentIssue,
  type Language,
  type MediaRef,
  type ProductConfig,
  type ProductLang,
} from '@portal/domain';
import { IconInfoCircle } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFirestore } from '../../../../lib/firebase-hooks';
import { CenteredLoader } from '../../../../components/centered-loader';
import { MediaUploadField } from '../../../../components/media-upload-field';
import { formatDate } from '../../../../lib/format';
import { logger } from '../../../../lib/logger';
import { useSession } from '../../../../lib/session';
import { readProductLangs, saveProductContent } from '../../api/save-product-content';
import { IssueList, LanguageSwitch, SaveBar } from './editor-parts';
import { IconSelect } from './icon-select';
import { LocalizedInput } from './localized-input';
import { writeErrorKey } from './use-content-labels';

type Texts = Partial<Record<Language, string>>;

interface GeneralForm {
  productName: string;
  productShortName: string;
  productColor: string;
  icon: string;
  isin: string;
  aum: number | null;
  hidden: boolean;
  /** The tenant-level flag offering the product's prices as a CSV on the analysis page (admins only). */
  allowPriceDownload: boolean;
  showNextSubscriptionAndRedemption: boolean;
  disclaimer: Texts;
  /** Per language: the product's description and overview header. */
  description: Texts;
  headerText: Texts;
  backgroundImage: Partial<Record<Language, MediaRef | null>>;
  darkening: Partial<Record<Language, number>>;
  showFollowButton: Partial<Record<Language, boolean>>;
  showDownloadLastFactsheetButton: Partial<Record<Language, boolean>>;
}

function formOf(product: ProductConfig, langs: readonly ProductLang[]): GeneralForm {
  const per = <T,>(pick: (l: ProductLang) => T) =>
    Object.fromEntries(langs.map((l) => [l.id, pick(l)])) as Partial<Record<Language, T>>;
  return {
    productName: product.productName,
    productShortName: product.productShortName ?? '',
    productColor: product.productColor,
    icon: product.icon ?? '',
    isin: product.isin ?? '',
    aum: product.aum ?? null,
    hidden: product.general.hidden,
    allowPriceDownload: product.allowPriceDownload,
    showNextSubscriptionAndRedemption: product.showNextSubscriptionAndRedemption,
    disclaimer: { ...product.disclaimer },
    description: per((l) => l.general.description),
    headerText: per((l) => l.overview.header.text),
    backgroundImage: per((l) => l.overview.header.backgroundImage),
    darkening: per((l) => l.overview.header.darkening),
    showFollowButton: per((l) => l.overview.header.showFollowButton),
    showDownloadLastFactsheetButton: per((l) => l.overview.header.showDownloadLastFactsheetButton),
  };
}

function issuesOf(form: GeneralForm, langs: readonly Language[]): ContentIssue[] {
  const issues = generalIssues(
    {
      productName: form.productName,
      productShortName: form.productShortName,
      productColor: form.productColor,
      isin: form.isin,
      aum: form.aum,
      disclaimer: cleanLocalized(form.disclaimer, langs),
    },
    langs,
  );
  for (const lang of langs) {
    if ((form.description[lang] ?? '').trim().length > CONTENT_LIMITS.paragraph)
      issues.push({ field: 'description', problem: 'tooLong', lang, max: CONTENT_LIMITS.paragraph });
    const image = form.backgroundImage[lang];
    if (image && !isImage(image)) issues.push({ field: 'backgroundImage', problem: 'notAnImage', lang });
    issues.push(
      ...localizedIssues({ [lang]: form.headerText[lang] ?? '' }, [lang], 'headerText', {
        required: false,
        max: CONTENT_LIMITS.paragraph,
      }),
    );
  }
  return issues;
}

/**
 * Admin → Products → General: names, colour, icon, ISIN, AuM, the hidden flag (admins only), the disclaimer and, per
 * language, the description and the overview header (text, darkening, follow and latest-factsheet buttons). Currency
 * and inception date are shown, not edited here: they define the product's price history (prices issue).
 */
export function GeneralTab({ product }: { product: ProductConfig }) {
  const { t, i18n } = useTranslation('productContent');
  const db = useFirestore();
  const session = useSession();
  const langs = product.availableLanguages;
  const [lang, setLang] = useState<Language>(langs[0] ?? 'en');
  const [stored, setStored] = useState<ProductLang[] | null>(null);
  const [form, setForm] = useState<GeneralForm | null>(null);
  const [issues, setIssues] = useState<ContentIssue[]>([]);
  const [saving, setSaving] = useState(false);
  const [loadFailed, setLoadFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    readProductLangs(db, product.productId, langs).then(
      (docs) => {
        if (cancelled) return;
        setStored(docs);
        setForm(formOf(product, docs));
      },
      (error: unknown) => {
        logger.error('The language documents of a product could not be read', {
          productId: product.productId,
          error,
        });
        if (!cancelled) setLoadFailed(true);
      },
    );
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- read once per product; saving refreshes below
  }, [db, product.productId]);

  const baseline = useMemo(() => (stored ? JSON.stringify(formOf(product, stored)) : ''), [product, stored]);
  const dirty = form !== null && JSON.stringify(form) !== baseline;

  if (loadFailed) return <Alert color="red">{t('editor.loadFailed')}</Alert>;
  if (!form || !stored) return <CenteredLoader />;

  const set = (patch: Partial<GeneralForm>) => {
    setForm({ ...form, ...patch });
  };

  const save = () => {
    const found = issuesOf(form, langs);
    setIssues(found);
    if (found.length > 0) return;
    const disclaimer = cleanLocalized(form.disclaimer, langs);
    const nextLangs: ProductLang[] = stored.map((l) => ({
      ...l,
      general: { ...l.general, description: (form.description[l.id] ?? '').trim() },
      overview: {
        header: {
          ...l.overview.header,
          text: (form.headerText[l.id] ?? '').trim(),
          backgroundImage: form.backgroundImage[l.id] ?? null,
          darkening: form.darkening[l.id] ?? 0,
          showFollowButton: form.showFollowButton[l.id] ?? true,
          showDownloadLastFactsheetButton: form.showDownloadLastFactsheetButton[l.id] ?? true,
        },
      },
    }));
    const isin = form.isin.trim();
    const shortName = form.productShortName.trim();
    setSaving(true);
    saveProductContent(
      db,
      product.productId,
      {
        productName: form.productName.trim(),
        productColor: form.productColor,
        showNextSubscriptionAndRedemption: form.showNextSubscriptionAndRedemption,
        ...(shortName ? { productShortName: shortName } : {}),
        ...(form.icon ? { icon: form.icon } : {}),
        ...(isin ? { isin } : {}),
        ...(form.aum !== null ? { aum: form.aum } : {}),
        ...(disclaimer ? { disclaimer } : {}),
        ...(session.isAdmin && form.hidden !== product.general.hidden
          ? { general: { hidden: form.hidden } }
          : {}),
        ...(session.isAdmin && form.allowPriceDownload !== product.allowPriceDownload
          ? { allowPriceDownload: form.allowPriceDownload }
          : {}),
      },
      nextLangs,
      [
        ...(shortName || product.productShortName === undefined ? [] : (['productShortName'] as const)),
        ...(form.icon || product.icon === undefined ? [] : (['icon'] as const)),
        ...(isin || product.isin === undefined ? [] : (['isin'] as const)),
        ...(form.aum !== null || product.aum === undefined ? [] : (['aum'] as const)),
        ...(disclaimer || product.disclaimer === undefined ? [] : (['disclaimer'] as const)),
      ],
    ).then(
      () => {
        setSaving(false);
        setStored(nextLangs);
        notifications.show({ color: 'green', message: t('editor.saved') });
      },
      (error: unknown) => {
        setSaving(false);
        logger.warn('The general tab was not saved', { productId: product.productId, error });
        notifications.show({ color: 'red', title: t('editor.saveFailed'), message: t(writeErrorKey(error)) });
      },
    );
  };

  return (
    <Stack gap="lg" mt="md">
      <IssueList issues={issues} />
      <Title order={2} size="h4">
        {t('general.identity')}
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <TextInput
          label={t('fields.productName')}
          required
          value={form.productName}
          onChange={(e) => {
            set({ productName: e.currentTarget.value });
          }}
        />
        <TextInput
          label={t('fields.productShortName')}
          value={form.productShortName}
          onChange={(e) => {
            set({ productShortName: e.currentTarget.value });
          }}
        />
        <ColorInput
          label={t('fields.productColor')}
          required
          format="hex"
          eyeDropperButtonProps={{ 'aria-label': t('fields.pickColor') }}
          value={form.productColor}
          onChange={(productColor) => {
            set({ productColor });
          }}
        />
        <IconSelect
          label={t('fields.icon')}
          clearable
          value={form.icon}
          onChange={(icon) => {
            set({ icon });
          }}
        />
        <TextInput
          label={t('fields.isin')}
          placeholder="CH0000000000"
          // A share class's ISIN has one home, the class (its tab checks it and keeps this field in step).
          description={product.shareClass ? t('general.isinOfShareClass') : undefined}
          readOnly={product.shareClass !== undefined}
          variant={product.shareClass ? 'filled' : 'default'}
          value={form.isin}
          onChange={(e) => {
            set({ isin: e.currentTarget.value.toUpperCase() });
          }}
        />
        <NumberInput
          label={t('fields.aum', { currency: product.currency })}
          description={t('general.aumHint')}
          thousandSeparator=","
          min={0}
          allowNegative={false}
          value={form.aum ?? ''}
          onChange={(v) => {
            set({ aum: typeof v === 'number' ? v : v === '' ? null : Number(v) });
          }}
        />
      </SimpleGrid>
      <Group gap="xl">
        <Text size="sm">
          {t('general.currency')}: <b>{product.currency}</b>
        </Text>
        <Text size="sm">
          {t('general.inception')}: <b>{formatDate(product.inceptionDate, i18n.language)}</b>
        </Text>
        <Text size="xs" c="dimmed">
          {t('general.fixedHint')}
        </Text>
      </Group>
      <Switch
        label={t('fields.showNextSubscriptionAndRedemption')}
        description={t('general.dealingHint')}
        checked={form.showNextSubscriptionAndRedemption}
        onChange={(e) => {
          set({ showNextSubscriptionAndRedemption: e.currentTarget.checked });
        }}
      />
      <Switch
        label={t('fields.allowPriceDownload')}
        description={session.isAdmin ? t('general.priceDownloadHint') : t('general.priceDownloadAdminsOnly')}
        checked={form.allowPriceDownload}
        disabled={!session.isAdmin}
        onChange={(e) => {
          set({ allowPriceDownload: e.currentTarget.checked });
        }}
      />
      <Switch
        label={t('fields.hidden')}
        description={session.isAdmin ? t('general.hiddenHint') : t('general.hiddenAdminsOnly')}
        checked={form.hidden}
        disabled={!session.isAdmin}
        onChange={(e) => {
          set({ hidden: e.currentTarget.checked });
        }}
      />

      <Divider />
      <Title order={2} size="h4">
        {t('general.perLanguage')}
      </Title>
      <LanguageSwitch langs={langs} value={lang} onChange={setLang} issues={issues} />
      <LocalizedInput
        label={t('fields.description')}
        multiline
        value={form.description}
        lang={lang}
        onChange={(description) => {
          set({ description });
        }}
      />
      <LocalizedInput
        label={t('fields.disclaimer')}
        multiline
        value={form.disclaimer}
        lang={lang}
        onChange={(disclaimer) => {
          set({ disclaimer });
        }}
      />
      <Alert variant="light" color="gray" icon={<IconInfoCircle size={18} />}>
        {t('general.disclaimerHint')}
      </Alert>
      <Title order={3} size="h5">
        {t('general.header')}
      </Title>
      <LocalizedInput
        label={t('fields.headerText')}
        multiline
        value={form.headerText}
        lang={lang}
        onChange={(headerText) => {
          set({ headerText });
        }}
      />
      <MediaUploadField
        key={lang}
        productId={product.productId}
        value={form.backgroundImage[lang] ?? null}
        onChange={(image) => {
          set({ backgroundImage: { ...form.backgroundImage, [lang]: image } });
        }}
        kind="image"
        label={t('fields.backgroundImage')}
        description={t('general.backgroundImageHint')}
        data-testid="header-background-image"
      />
      <Stack gap={4} maw={420}>
        <Text size="sm" fw={500}>
          {t('fields.darkening')}
        </Text>
        <Slider
          thumbLabel={t('fields.darkening')}
          min={0}
          max={0.9}
          step={0.05}
          label={(v) => `${String(Math.round(v * 100))}%`}
          value={form.darkening[lang] ?? 0}
          onChange={(v) => {
            set({ darkening: { ...form.darkening, [lang]: v } });
          }}
        />
      </Stack>
      <Switch
        label={t('fields.showFollowButton')}
        checked={form.showFollowButton[lang] ?? true}
        onChange={(e) => {
          set({ showFollowButton: { ...form.showFollowButton, [lang]: e.currentTarget.checked } });
        }}
      />
      <Switch
        label={t('fields.showDownloadLastFactsheetButton')}
        checked={form.showDownloadLastFactsheetButton[lang] ?? true}
        onChange={(e) => {
          set({
            showDownloadLastFactsheetButton: {
              ...form.showDownloadLastFactsheetButton,
              [lang]: e.currentTarget.checked,
            },
          });
        }}
      />
      <SaveBar
        dirty={dirty}
        saving={saving}
        onSave={save}
        onReset={() => {
          setForm(formOf(product, stored));
          setIssues([]);
        }}
      />
    </Stack>
  );
}
