import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Asks before unsaved edits are thrown away. */
export function DiscardModal({
  opened,
  onKeep,
  onDiscard,
}: {
  opened: boolean;
  onKeep: () => void;
  onDiscard: () => void;
}) {
  const { t } = useTranslation('factsheet');
  return (
    <Modal opened={opened} onClose={onKeep} title={t('editor.discardTitle')}>
      <Stack gap="md">
        <Text size="sm">{t('editor.discardText')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onKeep}>
            {t('editor.keepEditing')}
          </Button>
          <Button color="red" onClick={onDiscard} data-testid="factsheet-editor-discard">
            {t('editor.discard')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
