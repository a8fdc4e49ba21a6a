import { Alert, Button, FileInput, Group, Progress, Stack, Text } from '@mantine/core';
import { checkPickedMedia, type FileRef } from '@portal/domain';
import { IconPhoto, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessageKey } from '../../../lib/api-client';
import { logger } from '../../../lib/logger';
import { readMediaHead, uploadMedia } from '../../../lib/media-upload';
import { FACTSHEET_IMAGE_TYPES, fileRefOfMedia, headerImageSizeProblem } from '../editor/header-image';

/** A picked image as the live preview draws it before the server's model has it. */
export interface LocalImage {
  url: string;
  width: number;
  height: number;
  mimeType: 'image/png' | 'image/jpeg';
}

async function imageSize(file: File): Promise<{ width: number; height: number }> {
  const bitmap = await createImageBitmap(file);
  const size = { width: bitmap.width, height: bitmap.height };
  bitmap.close();
  return size;
}

/**
 * The header's background image or logo: a PNG or JPEG uploaded through the product's media API (the background
 * checked for its 794 x 150 px first), kept in the config as its file-store reference.
 */
export function HeaderImageField({
  productId,
  label,
  value,
  exactHeaderSize,
  onChange,
  testId,
}: {
  productId: string;
  label: string;
  value: FileRef | null;
  exactHeaderSize: boolean;
  onChange: (ref: FileRef | null, local: LocalImage | null) => void;
  testId: string;
}) {
  const { t } = useTranslation('factsheet');
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const pick = async (file: File | null) => {
    setError(null);
    if (!file) return;
    const checked = checkPickedMedia(file, await readMediaHead(file), ['image']);
    const type = checked.ok ? checked.type.contentType : null;
    if (!checked.ok || !(FACTSHEET_IMAGE_TYPES as readonly string[]).includes(type ?? '')) {
      setError(
        !checked.ok && (checked.problem === 'empty' || checked.problem === 'tooLarge')
          ? t(`editor.imageProblems.${checked.problem}`)
          : t('editor.imageProblems.pngOrJpeg'),
      );
      return;
    }
    let size: { width: number; height: number };
    try {
      size = await imageSize(file);
    } catch {
      setError(t('editor.imageProblems.unreadable'));
      return;
    }
    const wrong = exactHeaderSize ? headerImageSizeProblem(size) : null;
    if (wrong) {
      setError(t('editor.imageProblems.headerSize', { found: wrong }));
      return;
    }
    setProgress(0);
    try {
      const media = await uploadMedia(productId, file, setProgress);
      onChange(fileRefOfMedia(media), {
        url: URL.createObjectURL(file),
        ...size,
        mimeType: type === 'image/png' ? 'image/png' : 'image/jpeg',
      });
    } catch (e) {
      logger.warn('A factsheet header image could not be uploaded', { productId, error: e });
      setError(t(apiErrorMessageKey(e), { ns: 'errors' }));
    } finally {
      setProgress(null);
    }
  };

  return (
    <Stack gap={4} data-testid={testId}>
      <Group gap="sm" align="flex-end" wrap="nowrap">
        <FileInput
          label={label}
          description={exactHeaderSize ? t('editor.headerSizeHint') : t('editor.logoHint')}
          placeholder={value?.name ?? t('editor.chooseImage')}
          accept={FACTSHEET_IMAGE_TYPES.join(',')}
          leftSection={<IconPhoto size={16} />}
          value={null}
          onChange={(file) => void pick(file)}
          disabled={progress !== null}
          style={{ flex: 1 }}
        />
        {value ? (
          <Button
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={16} />}
            onClick={() => {
              onChange(null, null);
            }}
          >
            {t('editor.removeImage')}
          </Button>
        ) : null}
      </Group>
      {value ? (
        <Text size="xs" c="dimmed">
          {value.name}
        </Text>
      ) : null}
      {progress !== null ? <Progress value={progress * 100} size="sm" /> : null}
      {error ? (
        <Alert color="red" p="xs">
          {error}
        </Alert>
      ) : null}
    </Stack>
  );
}
