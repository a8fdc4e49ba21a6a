import { Alert, Button, FileButton, Group, Progress, Stack, Text } from '@mantine/core';
import { MEDIA_LIMITS, mediaAccept, type ComponentMedia } from '@portal/domain';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessageKey } from '../../../lib/api-client';
import { logger } from '../../../lib/logger';
import { uploadMedia } from '../api/media';

const MB = 1024 * 1024;

/**
 * Upload of an image or video (seed 000 §9: refused above 30 MB, a warning above 10 MB; the type is checked here
 * by the picker and proven on the server by the file's bytes).
 */
export function MediaField({
  productId,
  kind,
  media,
  onChange,
}: {
  productId: string;
  kind: 'image' | 'video';
  media: ComponentMedia | null;
  onChange: (media: ComponentMedia) => void;
}) {
  const { t, i18n } = useTranslation('components');
  const [state, setState] = useState<{
    progress: number | null;
    error: string | null;
    warning: string | null;
  }>({
    progress: null,
    error: null,
    warning: null,
  });
  const mb = (bytes: number) =>
    new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(bytes / MB);
  const pick = async (file: File | null) => {
    if (!file) return;
    if (file.size > MEDIA_LIMITS.maxBytes) {
      setState({
        progress: null,
        warning: null,
        error: t('editor.mediaTooLarge', { size: mb(file.size), max: mb(MEDIA_LIMITS.maxBytes) }),
      });
      return;
    }
    const warning =
      file.size > MEDIA_LIMITS.warnBytes
        ? t('editor.mediaLarge', { size: mb(file.size), limit: mb(MEDIA_LIMITS.warnBytes) })
        : null;
    setState({ progress: 0, error: null, warning });
    try {
      const uploaded = await uploadMedia(productId, file, (progress) => {
        setState((s) => ({ ...s, progress }));
      });
      onChange({
        productId: uploaded.productId,
        mediaId: uploaded.mediaId,
        fileName: uploaded.fileName,
        contentType: uploaded.contentType,
        size: uploaded.size,
      });
      setState({ progress: null, error: null, warning });
    } catch (error) {
      logger.warn('A component media could not be uploaded', { productId, error });
      setState({ progress: null, warning, error: t(apiErrorMessageKey(error), { ns: 'errors' }) });
    }
  };
  return (
    <Stack gap="xs">
      <Group>
        <FileButton onChange={(f) => void pick(f)} accept={mediaAccept(kind)}>
          {(props) => (
            <Button
              {...props}
              variant="light"
              leftSection={<IconUpload size={16} />}
              loading={state.progress !== null}
              data-testid="media-upload"
            >
              {media ? t('editor.replaceMedia') : t(`editor.upload.${kind}`)}
            </Button>
          )}
        </FileButton>
        {media ? (
          <Text size="sm" data-testid="media-name">
            {media.fileName} · {mb(media.size)} MB
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            {t(`editor.mediaHint.${kind}`, { max: mb(MEDIA_LIMITS.maxBytes) })}
          </Text>
        )}
      </Group>
      {state.progress !== null ? <Progress value={state.progress * 100} size="sm" /> : null}
      {state.warning ? <Alert color="yellow">{state.warning}</Alert> : null}
      {state.error ? (
        <Alert color="red" data-testid="media-error">
          {state.error}
        </Alert>
      ) : null}
    </Stack>
  );
}
