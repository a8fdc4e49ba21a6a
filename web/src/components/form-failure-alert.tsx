import { Alert, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode, Ref } from 'react';
import { ContactHint } from './contact-hint';

/**
 * The red alert of a form whose submission failed (seed 000 §8), the same on every sign-in and settings form: the
 * message, what the form offers next (`children`, e.g. "Go to login"), and, for a failure the user cannot fix
 * (`contact`), the way to reach the tenant. `role="alert"` makes screen readers announce it.
 */
export function FormFailureAlert({
  message,
  contact = false,
  children,
  ref,
}: {
  message: string;
  contact?: boolean;
  children?: ReactNode;
  ref?: Ref<HTMLDivElement>;
}) {
  return (
    <Alert ref={ref} color="red" icon={<IconAlertCircle size={18} />} role="alert">
      <Stack gap="xs">
        <Text size="sm">{message}</Text>
        {children}
        {contact ? <ContactHint /> : null}
      </Stack>
    </Alert>
  );
}
