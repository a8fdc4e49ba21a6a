import { Badge, Button, Group, Paper, Select } from '@mantine/core';
import type { Language } from '@portal/domain';
import { useTranslation } from 'react-i18next';

/** The editor's top bar: the language edited, unsaved / saved, close and save. */
export function EditorToolbar({
  lang,
  languages,
  onLanguage,
  dirty,
  savedNote,
  saving,
  onClose,
  onSave,
}: {
  lang: Language;
  languages: readonly Language[];
  onLanguage: (lang: Language) => void;
  dirty: boolean;
  savedNote: boolean;
  saving: boolean;
  onClose: () => void;
  onSave: () => void;
}) {
  const { t } = useTranslation('factsheet');
  return (
    <Paper withBorder p="sm" radius="md">
      <Group justify="space-between" wrap="wrap">
        <Group gap="sm">
          <Select
            label={t('language')}
            value={lang}
            allowDeselect={false}
            data={languages.map((l) => ({ value: l, label: t(`languages.${l}`) }))}
            onChange={(v) => {
              const picked = languages.find((l) => l === v);
              if (picked && picked !== lang) onLanguage(picked);
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
          <Button variant="default" onClick={onClose}>
            {t('editor.close')}
          </Button>
          <Button onClick={onSave} loading={saving} disabled={!dirty} data-testid="factsheet-editor-save">
            {t('editor.save')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
