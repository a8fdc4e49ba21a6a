import { Alert, Button, FileInput, Group, Loader, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconFileTypeCsv, IconFileUpload } from '@tabler/icons-react';
import { useState, type CSSProperties, type ReactNode } from 'react';
// @mantine/dropzone needs Node 22 from 9.6 on; react-dropzone (which it wraps) does the same here.
import { useDropzone } from 'react-dropzone';

/** The file picker of an import: a file input, or a drop zone for large files (the bulk price file). */
export interface CsvFilePicker {
  value: File | null;
  onChange: (file: File | null) => void;
  label: string;
  placeholder?: string;
  description?: string;
  /** The accepted types (default `.csv,text/csv,text/plain`). */
  accept?: string;
  clearable?: boolean;
  disabled?: boolean;
  testId?: string;
  style?: CSSProperties;
  /** A drop zone instead of an input: `hint` under the label; `onRejected` for a file of another type. */
  dropzone?: { hint: string; testId?: string; inputTestId?: string; onRejected: () => void };
}

export interface CsvImportAction {
  label: string;
  onClick: () => void;
  loading?: boolean;
  disabled?: boolean;
  color?: string;
  testId?: string;
}

/**
 * The final step: a button that applies the checked file, asking again in a dialog when `dialog` is given. With a
 * dialog, an `onClick` that answers a promise keeps the dialog open (its button loading) until the promise settles,
 * and closes it only on `true`: a failed apply stays in the dialog with `dialog.failure` to say why.
 */
export interface CsvImportConfirm extends Omit<CsvImportAction, 'onClick'> {
  onClick: (() => void) | (() => Promise<boolean>);
  /** A button beside it that drops the checked file. */
  cancel?: { label: string; onClick: () => void; disabled?: boolean };
  dialog?: {
    title: string;
    body: ReactNode;
    /** Why the last attempt failed, shown in the dialog. */
    failure?: ReactNode;
    cancelLabel: string;
    confirmLabel: string;
    confirmTestId?: string;
  };
}

export interface CsvImportPanelProps {
  title?: string;
  hint?: ReactNode;
  /** Inputs before the file (the products or the date the file is for). */
  fields?: ReactNode;
  file: CsvFilePicker;
  /** Inputs or buttons after the file (the language of the list, a template to download). */
  actions?: ReactNode;
  /** The button that sends the file (dry run, or the import itself); none when choosing a file sends it. */
  check?: CsvImportAction;
  /** While the file is being sent or checked (a loader line, a progress bar). */
  progress?: ReactNode;
  /** Why the last step failed, translated (a red alert). */
  failure?: ReactNode;
  /** The file's errors (a CsvErrorTable); shown as given. */
  errors?: ReactNode;
  /** What the checked file would do (the dry run's preview). */
  preview?: ReactNode;
  confirm?: CsvImportConfirm;
  /** In a bordered paper (the product tabs) or bare (an operations page). */
  framed?: boolean;
  testId?: string;
}

const DEFAULT_ACCEPT = '.csv,text/csv,text/plain';

function DropzonePicker({
  picker,
}: {
  picker: CsvFilePicker & { dropzone: NonNullable<CsvFilePicker['dropzone']> };
}) {
  const { dropzone } = picker;
  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    accept: { 'text/csv': ['.csv'], 'application/vnd.ms-excel': ['.csv'] },
    multiple: false,
    disabled: picker.disabled,
    onDrop: (accepted, rejected) => {
      picker.onChange(accepted[0] ?? null);
      if (rejected.length > 0) dropzone.onRejected();
    },
  });
  return (
    <Paper
      {...getRootProps()}
      withBorder
      p="xl"
      style={{ borderStyle: 'dashed', cursor: 'pointer', textAlign: 'center' }}
      bg={isDragActive ? 'var(--mantine-primary-color-light)' : undefined}
      data-testid={dropzone.testId}
    >
      <input {...getInputProps()} aria-label={picker.label} data-testid={dropzone.inputTestId} />
      <Stack align="center" gap={4}>
        <IconFileUpload size={32} />
        <Text>{picker.value ? picker.value.name : picker.label}</Text>
        <Text size="sm" c="dimmed">
          {dropzone.hint}
        </Text>
      </Stack>
    </Paper>
  );
}

function ActionButton({ action }: { action: CsvImportAction }) {
  return (
    <Button
      onClick={action.onClick}
      loading={action.loading}
      disabled={action.disabled}
      color={action.color}
      data-testid={action.testId}
    >
      {action.label}
    </Button>
  );
}

/**
 * The confirm step of an import: the button that applies the checked file (with a cancel beside it when given) and
 * the dialog that asks again. The panel ends with it; a screen whose dry run lives elsewhere (the bulk price
 * operation, followed live) uses it on its own.
 */
export function CsvImportConfirmStep({ confirm }: { confirm: CsvImportConfirm }) {
  const [asking, setAsking] = useState(false);
  const [pending, setPending] = useState(false);
  const dialog = confirm.dialog;

  const apply = async () => {
    const answer = confirm.onClick();
    if (!(answer instanceof Promise)) {
      setAsking(false);
      return;
    }
    setPending(true);
    try {
      if (await answer) setAsking(false);
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <Group justify={confirm.cancel ? 'flex-end' : 'flex-start'}>
        {confirm.cancel ? (
          <Button variant="default" onClick={confirm.cancel.onClick} disabled={confirm.cancel.disabled}>
            {confirm.cancel.label}
          </Button>
        ) : null}
        <ActionButton
          action={{
            ...confirm,
            onClick: dialog
              ? () => {
                  setAsking(true);
                }
              : () => void confirm.onClick(),
          }}
        />
      </Group>
      {dialog ? (
        <Modal
          opened={asking}
          onClose={() => {
            setAsking(false);
          }}
          title={dialog.title}
          centered
        >
          <Stack>
            {dialog.body}
            {dialog.failure ? (
              <Alert color="red" role="alert">
                {dialog.failure}
              </Alert>
            ) : null}
            <Group justify="flex-end">
              <Button
                variant="default"
                onClick={() => {
                  setAsking(false);
                }}
              >
                {dialog.cancelLabel}
              </Button>
              <Button
                loading={pending || confirm.loading}
                onClick={() => void apply()}
                data-testid={dialog.confirmTestId}
              >
                {dialog.confirmLabel}
              </Button>
            </Group>
          </Stack>
        </Modal>
      ) : null}
    </>
  );
}

/**
 * The one import panel of the console (seed 000 §8): choose a CSV file, send it (a dry run, or the import itself),
 * read every error by row, column and value, or the preview of what it would change, and confirm. Every import
 * screen uses it (product prices, holdings, followers; bulk prices, bulk components, holding overrides); each keeps
 * its own state and texts and gives the panel what to show at each step.
 */
export function CsvImportPanel({
  title,
  hint,
  fields,
  file,
  actions,
  check,
  progress,
  failure,
  errors,
  preview,
  confirm,
  framed = true,
  testId,
}: CsvImportPanelProps) {
  const picker = file.dropzone ? (
    <DropzonePicker picker={{ ...file, dropzone: file.dropzone }} />
  ) : (
    <FileInput
      label={file.label}
      placeholder={file.placeholder}
      description={file.description}
      accept={file.accept ?? DEFAULT_ACCEPT}
      leftSection={<IconFileTypeCsv size={16} />}
      value={file.value}
      onChange={file.onChange}
      clearable={file.clearable}
      disabled={file.disabled}
      style={file.style ?? { flex: 1, minWidth: 220 }}
      data-testid={file.testId}
    />
  );

  const body = (
    <Stack gap="sm" data-testid={testId}>
      {title ? <Title order={4}>{title}</Title> : null}
      {hint ? (
        <Text size="sm" c="dimmed">
          {hint}
        </Text>
      ) : null}
      {file.dropzone ? (
        <>
          {picker}
          {actions}
        </>
      ) : (
        <Group align="flex-end" wrap="wrap">
          {fields}
          {picker}
          {actions}
          {check ? <ActionButton action={check} /> : null}
        </Group>
      )}
      {progress}
      {failure ? (
        <Alert color="red" role="alert" icon={<IconAlertTriangle size={18} />}>
          {failure}
        </Alert>
      ) : null}
      {file.dropzone && check ? (
        <Group>
          <ActionButton action={check} />
        </Group>
      ) : null}
      {errors}
      {preview}
      {confirm ? <CsvImportConfirmStep confirm={confirm} /> : null}
    </Stack>
  );

  return framed ? (
    <Paper withBorder p="md" radius="md">
      {body}
    </Paper>
  ) : (
    body
  );
}

/** The line shown while a file is checked. */
export function CsvImportChecking({ label }: { label: string }) {
  return (
    <Group gap="xs">
      <Loader size="sm" />
      <Text>{label}</Text>
    </Group>
  );
}
