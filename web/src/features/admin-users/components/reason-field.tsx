import { Button, Group, Textarea } from '@mantine/core';
import { useState } from 'react';

/**
 * The reason an admin gives for a change to a user (seed 000 §8: role updates and deletions carry one, written to the
 * audit log): required, at most `max` characters, its error shown once the field was left or the admin went on.
 */
export function useReason(max: number, messages: { required: string; tooLong: (max: number) => string }) {
  const [value, setValue] = useState('');
  const [touched, setTouched] = useState(false);
  const trimmed = value.trim();
  const invalid = trimmed === '' || trimmed.length > max;
  const error = !touched
    ? null
    : trimmed === ''
      ? messages.required
      : trimmed.length > max
        ? messages.tooLong(max)
        : null;
  return {
    value,
    trimmed,
    error,
    setValue,
    touch: () => {
      setTouched(true);
    },
    /** Marks the field touched and answers whether the reason may be sent. */
    check: (): boolean => {
      setTouched(true);
      return !invalid;
    },
  };
}

export function ReasonField({
  reason,
  label,
  description,
  placeholder,
  autoFocus = false,
}: {
  reason: ReturnType<typeof useReason>;
  label: string;
  description: string;
  placeholder: string;
  autoFocus?: boolean;
}) {
  return (
    <Textarea
      label={label}
      description={description}
      placeholder={placeholder}
      required
      maxRows={5}
      value={reason.value}
      error={reason.error}
      data-autofocus={autoFocus || undefined}
      onChange={(event) => {
        reason.setValue(event.currentTarget.value);
      }}
      onBlur={reason.touch}
    />
  );
}

/** The two buttons that end a step of a user dialog: back (or cancel) and go on (or confirm). */
export function StepButtons({
  backLabel,
  onBack,
  nextLabel,
  onNext,
  busy = false,
  disabled = false,
  color,
}: {
  backLabel: string;
  onBack: () => void;
  nextLabel: string;
  onNext: () => void;
  busy?: boolean;
  disabled?: boolean;
  color?: string;
}) {
  return (
    <Group justify="flex-end">
      <Button variant="default" disabled={busy} onClick={onBack}>
        {backLabel}
      </Button>
      <Button color={color} loading={busy} disabled={disabled} onClick={onNext}>
        {nextLabel}
      </Button>
    </Group>
  );
}
