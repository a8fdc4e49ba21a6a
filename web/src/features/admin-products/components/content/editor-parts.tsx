import { Alert, Badge, Button, Group, List, Paper, SegmentedControl, Text } from '@mantine/core';
import type { ContentIssue, Language } from '@portal/domain';
import { IconAlertTriangle, IconDeviceFloppy, IconRestore } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { languageName } from '../../../../lib/format-document';
import { languagesWithIssues, useIssueMessage } from './use-content-labels';

/** The language being edited, among the product's languages; those with problems are marked. */
export function LanguageSwitch({
  langs,
  value,
  onChange,
  issues,
}: {
  langs: readonly Language[];
  value: Language;
  onChange: (lang: Language) => void;
  issues: readonly ContentIssue[];
}) {
  const { t, i18n } = useTranslation('productContent');
  const marked = languagesWithIssues(issues);
  if (langs.length < 2) return null;
  return (
    <Group gap="sm">
      <Text size="sm" fw={500}>
        {t('editor.language')}
      </Text>
      <SegmentedControl
        aria-label={t('editor.language')}
        value={value}
        onChange={(v) => {
          onChange(v);
        }}
        data={langs.map((l) => ({
          value: l,
          label: marked.has(l) ? `${languageName(l, i18n.language)} ⚠` : languageName(l, i18n.language),
        }))}
      />
    </Group>
  );
}

/** Every problem of the form, as sentences naming row, field and language. */
export function IssueList({ issues }: { issues: readonly ContentIssue[] }) {
  const { t } = useTranslation('productContent');
  const message = useIssueMessage();
  if (issues.length === 0) return null;
  return (
    <Alert
      color="red"
      icon={<IconAlertTriangle size={18} />}
      title={t('editor.notSaved', { count: issues.length })}
      data-testid="content-issues"
    >
      <List size="sm" spacing={2}>
        {issues.map((issue, i) => (
          <List.Item key={i}>{message(issue)}</List.Item>
        ))}
      </List>
    </Alert>
  );
}

/** Save and discard, with the form's state. */
export function SaveBar({
  dirty,
  saving,
  onSave,
  onReset,
  readOnly = false,
}: {
  dirty: boolean;
  saving: boolean;
  onSave: () => void;
  onReset: () => void;
  readOnly?: boolean;
}) {
  const { t } = useTranslation('productContent');
  if (readOnly) return null;
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      pos="sticky"
      bottom={8}
      style={{ zIndex: 5 }}
      data-testid="content-save-bar"
    >
      <Group justify="space-between">
        {dirty ? (
          <Badge color="yellow" variant="light" tt="none">
            {t('editor.unsaved')}
          </Badge>
        ) : (
          <Text size="sm" c="dimmed">
            {t('editor.upToDate')}
          </Text>
        )}
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconRestore size={16} />}
            disabled={!dirty || saving}
            onClick={onReset}
          >
            {t('editor.discard')}
          </Button>
          <Button
            leftSection={<IconDeviceFloppy size={16} />}
            loading={saving}
            disabled={!dirty}
            onClick={onSave}
          >
            {t('editor.save')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
