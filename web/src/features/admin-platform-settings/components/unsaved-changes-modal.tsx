import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Blocker } from 'react-router';

/** "Leave without saving?" for a navigation held by `useUnsavedChangesGuard`. */
export function UnsavedChangesModal({ blocker }: { blocker: Blocker }) {
  const { t } = useTranslation('platformSettings');
  const opened = blocker.state === 'blocked';
  return (
    <Modal
      opened={opened}
      onClose={() => {
        blocker.reset?.();
      }}
      title={t('unsaved.title')}
      centered
    >
      <Text size="sm">{t('unsaved.message')}</Text>
      <Group justify="flex-end" mt="lg">
        <Button
          variant="default"
          onClick={() => {
            blocker.reset?.();
          }}
        >
          {t('unsaved.stay')}
        </Button>
        <Button
          color="red"
          onClick={() => {
            blocker.proceed?.();
          }}
        >
          {t('unsaved.leave')}
        </Button>
      </Group>
    </Modal>
  );
}
