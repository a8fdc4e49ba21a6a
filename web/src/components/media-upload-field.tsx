import {
  Alert,
  Box,
  Button,
  Center,
  Group,
  Image,
  Input,
  Loader,
  Paper,
  Progress,
  Stack,
  Text,
} from '@mantine/core';
import {
  checkPickedMedia,
  MEDIA_LIMITS,
  MEDIA_TYPES,
  type ComponentMedia,
  type MediaKind,
  type MediaPickProblem,
} from '@portal/domain';
import { IconPhoto, IconTrash, IconUpload, IconVideo } from '@tabler/icons-react';
import { useId, useState } from 'react';
// react-dropzone, as the documents tab (admin-products/components/upload-panel.tsx): @mantine/dropzone 9.6+ needs
// Node 22.
import { useDropzone } from 'react-dropzone';
import { useTranslation } from 'react-i18next';
import { apiErrorMessageKey } from '../lib/api-client';
import { formatFileSize } from '../lib/format-document';
import { logger } from '../lib/logger';
import { readMediaHead, uploadMedia } from '../lib/media-upload';
import { useMediaUrl } from '../lib/use-media-url';

/** react-dropzone's `accept` for one kind: content type → extensions (MEDIA_TYPES). */
const acceptOf = (kind: MediaKind): Record<string, string[]> =>
  Object.fromEntries(
    MEDIA_TYPES.filter((t) => t.kind === kind).map((t) => [t.contentType, t.extensions.map((e) => `.${e}`)]),
  );

function Preview({
  value,
  kind,
  shape,
}: {
  value: ComponentMedia;
  kind: MediaKind;
  shape: 'wide' | 'square';
}) {
  const { t } = useTranslation('media');
  const state = useMediaUrl(value);
  const size = shape === 'square' ? { w: 120, h: 120 } : { w: '100%', h: 160 };
  if (state.status !== 'ready') {
    return (
      <Center {...size} bg="var(--mantine-color-gray-1)" style={{ borderRadius: 8 }}>
        {state.status === 'loading' ? (
          <Loader size="sm" />
        ) : (
          <Text size="xs" c="dimmed">
            {t('previewUnavailable')}
          </Text>
        )}
      </Center>
    );
  }
  return kind === 'video' ? (
    <video
      src={state.url}
      controls
      preload="metadata"
      style={{ maxWidth: '100%', maxHeight: 160, borderRadius: 8 }}
    >
      <track kind="captions" />
    </video>
  ) : (
    <Image
      src={state.url}
      alt={value.fileName}
      {...size}
      fit={shape === 'square' ? 'cover' : 'contain'}
      radius="md"
      data-testid="media-upload-preview"
    />
  );
}

/**
 * Pick or drop an image (or video) of a product, upload it through the media API with progress, preview it, replace
 * or remove it. Checked in the browser as the server checks it (type proven by the first bytes, seed 000 §9: refused
 * above 30 MB, a warning above 10 MB); refusals of the server show translated. The value is what the record that
 * shows the file keeps (`productId`, `mediaId`, name, type, size); `null` when there is none.
 *
 * Texts are in the `media` namespace: the route that shows the field loads it (app/router.tsx `withTexts`).
 */
export function MediaUploadField({
  productId,
  value,
  onChange,
  kind = 'image',
  label,
  description,
  shape = 'wide',
  disabled = false,
  'data-testid': testId = 'media-upload-field',
}: {
  /** The product the file is uploaded to (its admins only). */
  productId: string;
  value: ComponentMedia | null;
  onChange: (value: ComponentMedia | null) => void;
  kind?: MediaKind;
  label?: string;
  description?: string;
  /** `square`: a 120 px square preview (contact photos); `wide`: a banner (header background, component media). */
  shape?: 'wide' | 'square';
  disabled?: boolean;
  'data-testid'?: string;
}) {
  const { t } = useTranslation('media');
  const id = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [warning, setWarning] = useState<string | null>(null);
  const uploading = progress !== null;
  const max = formatFileSize(MEDIA_LIMITS.maxBytes) ?? '';
  const problemText = (problem: MediaPickProblem, file: File) =>
    problem === 'wrongKind'
      ? t(`wrongKind.${kind}`)
      : t(`problems.${problem}`, { size: formatFileSize(file.size) ?? '', max });

  const upload = async (file: File) => {
    setError(null);
    setWarning(null);
    const checked = checkPickedMedia(file, await readMediaHead(file), [kind]);
    if (!checked.ok) {
      setError(problemText(checked.problem, file));
      return;
    }
    if (checked.warnLarge) {
      setWarning(
        t('warnLarge', {
          size: formatFileSize(file.size) ?? '',
          limit: formatFileSize(MEDIA_LIMITS.warnBytes) ?? '',
        }),
      );
    }
    setProgress(0);
    try {
      const uploaded = await uploadMedia(productId, file, setProgress);
      onChange({
        productId: uploaded.productId,
        mediaId: uploaded.mediaId,
        fileName: uploaded.fileName,
        contentType: uploaded.contentType,
        size: uploaded.size,
      });
    } catch (e) {
      logger.warn('A media could not be uploaded', { productId, error: e });
      setError(t(apiErrorMessageKey(e), { ns: 'errors' }));
    } finally {
      setProgress(null);
    }
  };

  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    accept: acceptOf(kind),
    multiple: false,
    // Size and type are checked above (by the bytes, with a translated message), not refused silently here.
    onDrop: (accepted, rejected) => {
      const file = accepted[0] ?? rejected[0]?.file;
      if (file) void upload(file);
    },
    disabled: disabled || uploading,
    noClick: value !== null,
    noKeyboard: value !== null,
  });

  const Icon = kind === 'video' ? IconVideo : IconPhoto;
  return (
    <Input.Wrapper label={label} description={description} id={id} data-testid={testId}>
      <Stack gap="xs" mt={label || description ? 4 : 0}>
        {value ? (
          <Group align="flex-start" gap="md" wrap="nowrap">
            <Box style={{ flex: shape === 'square' ? '0 0 auto' : 1, minWidth: 0 }}>
              <Preview value={value} kind={kind} shape={shape} />
            </Box>
            <Stack gap={6} style={{ flex: shape === 'square' ? 1 : '0 0 auto' }}>
              <Text size="sm" truncate="end" maw={260} data-testid="media-upload-name">
                {value.fileName}
              </Text>
              <Text size="xs" c="dimmed">
                {formatFileSize(value.size)}
              </Text>
              <Group gap="xs">
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconUpload size={14} />}
                  onClick={open}
                  loading={uploading}
                  disabled={disabled}
                  data-testid="media-upload-replace"
                >
                  {t('replace')}
                </Button>
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  leftSection={<IconTrash size={14} />}
                  onClick={() => {
                    setWarning(null);
                    setError(null);
                    onChange(null);
                  }}
                  disabled={disabled || uploading}
                  data-testid="media-upload-remove"
                >
                  {t('remove')}
                </Button>
              </Group>
            </Stack>
            <input {...getInputProps({ id })} data-testid="media-upload-input" />
          </Group>
        ) : (
          <Paper
            withBorder
            radius="md"
            p="md"
            {...getRootProps()}
            style={{
              borderStyle: 'dashed',
              cursor: disabled ? 'not-allowed' : 'pointer',
              background: isDragActive ? 'var(--mantine-color-blue-0)' : undefined,
            }}
          >
            <input {...getInputProps({ id })} data-testid="media-upload-input" />
            <Group gap="sm" wrap="nowrap">
              <Icon size={28} stroke={1.5} color="var(--mantine-color-dimmed)" />
              <div>
                <Text size="sm">{t(`drop.${kind}`)}</Text>
                <Text size="xs" c="dimmed">
                  {t(`hint.${kind}`, { max })}
                </Text>
              </div>
            </Group>
          </Paper>
        )}
        {progress !== null ? (
          <Progress value={progress * 100} size="sm" aria-label={t('uploading')} animated />
        ) : null}
        {warning ? (
          <Alert color="yellow" p="xs" data-testid="media-upload-warning">
            {warning}
          </Alert>
        ) : null}
        {error ? (
          <Alert color="red" p="xs" data-testid="media-upload-error">
            {error}
          </Alert>
        ) : null}
      </Stack>
    </Input.Wrapper>
  );
}
