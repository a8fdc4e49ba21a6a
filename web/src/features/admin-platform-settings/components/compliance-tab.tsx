import {
  Alert,
  Button,
  Group,
  Indicator,
  Paper,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  Textarea,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { COMPLIANCE_TEXT_MAX, type Compliance, type Language } from '@portal/domain';
import { IconAlertTriangle, IconDeviceFloppy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguageName } from '../../../hooks/use-language-name';
import { useFirestore } from '../../../lib/firebase-hooks';
import { CenteredLoader } from '../../../components/centered-loader';
import { isLanguage } from '../../../lib/language';
import { logger } from '../../../lib/logger';
import { useComplianceDocuments } from '../api/load-compliance';
import { saveCompliance } from '../api/save-compliance';
import {
  changedLanguages,
  complianceFormIssues,
  complianceFormValues,
  complianceToSave,
  type ComplianceFormValues,
} from '../utils/compliance-form';
import { UnsavedChangesModal } from './unsaved-changes-modal';
import { useUnsavedChangesGuard } from '../../../hooks/use-unsaved-guard';

/**
 * Compliance tab (seed 000 §2, §3 "Platform settings"): per tenant language the investor-profile checks, the profile
 * disclaimer, the show-logo flag, the ombudsman text and the default product disclaimer. Every language is edited in
 * one form (the switcher shows one at a time) and saved together in one batch.
 */
export function ComplianceTab({ languages }: { languages: readonly Language[] }) {
  const load = useComplianceDocuments(languages);
  const { t } = useTranslation('platformSettings');
  if (load.status === 'loading') return <CenteredLoader />;
  if (load.status === 'error') {
    return (
      <Alert color="red" icon={<IconAlertTriangle size={18} />}>
        {t('compliance.loadError')}
      </Alert>
    );
  }
  return <ComplianceForm languages={languages} initial={complianceFormValues(languages, load.saved)} />;
}

const TEXT_FIELDS = ['investorProfileDisclaimer', 'ombudsmanText', 'defaultProductDisclaimer'] as const;

function ComplianceForm({
  languages,
  initial,
}: {
  languages: readonly Language[];
  initial: ComplianceFormValues;
}) {
  const { t } = useTranslation('platformSettings');
  const db = useFirestore();
  const [lang, setLang] = useState<Language>(() => languages[0] ?? 'en');
  const [saved, setSaved] = useState<ComplianceFormValues>(initial);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState(false);
  const form = useForm<ComplianceFormValues>({
    mode: 'controlled',
    initialValues: initial,
    validate: (values) =>
      Object.fromEntries(
        complianceFormIssues(values).map((issue) => [
          issue.path,
          issue.problem === 'tooLong'
            ? t('compliance.errors.tooLong', { max: COMPLIANCE_TEXT_MAX })
            : t('compliance.errors.invalid'),
        ]),
      ),
  });
  const changed = changedLanguages(form.values, saved);
  const blocker = useUnsavedChangesGuard(changed.length > 0);
  const languageName = useLanguageName();

  const submit = form.onSubmit(
    async (values) => {
      setFailure(false);
      const langs = changedLanguages(values, saved);
      if (langs.length === 0) return;
      setSaving(true);
      try {
        const sections = complianceToSave(values, langs);
        await saveCompliance(db, sections, isLanguage);
        const next = { ...saved, ...sections };
        setSaved(next);
        form.setValues(next);
        form.resetDirty(next);
        notifications.show({
          color: 'green',
          title: t('compliance.savedTitle'),
          message: t('compliance.saved', { languages: langs.map(languageName).join(', ') }),
        });
      } catch (error) {
        logger.error('Saving the compliance settings failed', { langs, error: String(error) });
        setFailure(true);
      } finally {
        setSaving(false);
      }
    },
    (errors) => {
      // Show the first language with a problem: its field says what is wrong.
      const first = Object.keys(errors)[0]?.split('.')[0];
      if (first && isLanguage(first)) setLang(first);
    },
  );

  const field = (name: keyof Compliance) => `${lang}.${name}`;
  const errorLangs = new Set(Object.keys(form.errors).map((path) => path.split('.')[0]));

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text c="dimmed" size="sm">
          {t('compliance.intro')}
        </Text>
        <Group justify="space-between" align="flex-end">
          <Stack gap={4}>
            <Text size="sm" fw={500} id="compliance-language">
              {t('compliance.language')}
            </Text>
            <SegmentedControl
              aria-labelledby="compliance-language"
              value={lang}
              onChange={(value) => {
                if (isLanguage(value)) setLang(value);
              }}
              data={languages.map((code) => ({
                value: code,
                label: (
                  <Indicator
                    color={errorLangs.has(code) ? 'red' : 'orange'}
                    size={7}
                    offset={-4}
                    disabled={!errorLangs.has(code) && !changed.includes(code)}
                    title={
                      errorLangs.has(code)
                        ? t('compliance.languageHasErrors')
                        : changed.includes(code)
                          ? t('compliance.languageChanged')
                          : undefined
                    }
                  >
                    <span>{languageName(code)}</span>
                  </Indicator>
                ),
              }))}
            />
          </Stack>
          {changed.length > 0 ? (
            <Text size="sm" c="orange.8" aria-live="polite">
              {t('compliance.unsaved', { languages: changed.map(languageName).join(', ') })}
            </Text>
          ) : null}
        </Group>
        {failure ? (
          <Alert color="red" icon={<IconAlertTriangle size={18} />} title={t('compliance.failureTitle')}>
            {t('compliance.failure')}
          </Alert>
        ) : null}
        <Paper withBorder radius="md" p="lg" key={lang} data-lang={lang}>
          <Stack gap="lg">
            <Switch
              label={t('compliance.fields.investorProfileChecksActivated.label')}
              description={t('compliance.fields.investorProfileChecksActivated.description')}
              {...form.getInputProps(field('investorProfileChecksActivated'), { type: 'checkbox' })}
            />
            <Switch
              label={t('compliance.fields.showLogo.label')}
              description={t('compliance.fields.showLogo.description')}
              {...form.getInputProps(field('showLogo'), { type: 'checkbox' })}
            />
            {TEXT_FIELDS.map((name) => (
              <Textarea
                key={name}
                label={t(`compliance.fields.${name}.label`)}
                description={t(`compliance.fields.${name}.description`)}
                autosize
                minRows={3}
                maxRows={12}
                {...form.getInputProps(field(name))}
              />
            ))}
          </Stack>
        </Paper>
        <Group justify="flex-end">
          <Button
            variant="default"
            disabled={changed.length === 0 || saving}
            onClick={() => {
              form.setValues(saved);
              form.clearErrors();
            }}
          >
            {t('compliance.discard')}
          </Button>
          <Button
            type="submit"
            loading={saving}
            disabled={changed.length === 0}
            leftSection={<IconDeviceFloppy size={16} />}
          >
            {t('compliance.save')}
          </Button>
        </Group>
      </Stack>
      <UnsavedChangesModal blocker={blocker} />
    </form>
  );
}
