import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function CenteredLoader({ minHeight = 240 }: { minHeight?: number | string }) {
  const { t } = useTranslation();
  return (
    <Center mih={minHeight} w="100%">
      <Loader role="status" aria-label={t('loading')} />
    </Center>
  );
}
