import { Alert, Button, Group, Modal, MultiSelect, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  CUSTOM_ROLE_NAME_MAX,
  customRoleIssues,
  type CustomRoleChange,
  type CustomRoleIssue,
  type UserDefinedRole,
} from '@portal/domain';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFirestore } from '../../../lib/firebase-hooks';
import { logger } from '../../../lib/logger';
import { changeCustomRoles, CustomRoleChangeError } from '../api/change-custom-roles';
import type { CatalogueProduct } from './catalogue-product';

interface RoleFormValues {
  name: string;
  allowedProductIds: string[];
}

/** The translated message of one issue (names the value: the name, or the product). */
function useIssueText() {
  const { t } = useTranslation('platformSettings');
  return (issue: CustomRoleIssue, productName: (id: string) => string): string =>
    issue.problem === 'unknownProduct'
      ? t('roles.errors.unknownProduct', { product: productName(issue.value ?? '') })
      : t(`roles.errors.${issue.problem}`, { name: issue.value ?? '', max: CUSTOM_ROLE_NAME_MAX });
}

/** Add a role (name + products) or edit one's products. `target`: a role, `'new'`, or `null` (closed). */
export function RoleModal(props: {
  target: UserDefinedRole | 'new' | null;
  roles: readonly UserDefinedRole[];
  products: readonly CatalogueProduct[];
  onClose: () => void;
}) {
  const { t } = useTranslation('platformSettings');
  const { target } = props;
  return (
    <Modal
      opened={target !== null}
      onClose={props.onClose}
      title={target === 'new' ? t('roles.addTitle') : t('roles.editTitle', { name: target?.name ?? '' })}
      size="lg"
      centered
    >
      {target ? <RoleForm key={target === 'new' ? '' : target.name} {...props} target={target} /> : null}
    </Modal>
  );
}

function RoleForm({
  target,
  roles,
  products,
  onClose,
}: {
  target: UserDefinedRole | 'new';
  roles: readonly UserDefinedRole[];
  products: readonly CatalogueProduct[];
  onClose: () => void;
}) {
  const { t } = useTranslation('platformSettings');
  const db = useFirestore();
  const issueText = useIssueText();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const productIds = products.map((p) => p.productId);
  const productName = (id: string) => products.find((p) => p.productId === id)?.productName ?? id;
  const editing = target === 'new' ? undefined : target.name;
  const form = useForm<RoleFormValues>({
    mode: 'controlled',
    initialValues:
      target === 'new'
        ? { name: '', allowedProductIds: [] }
        : { name: target.name, allowedProductIds: [...target.allowedProductIds] },
    validate: (values) => {
      const errors: Record<string, string> = {};
      for (const issue of customRoleIssues(values, {
        existing: roles,
        productIds,
        ...(editing === undefined ? {} : { editing }),
      })) {
        errors[issue.field] ??= issueText(issue, productName);
      }
      return errors;
    },
  });

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    setBusy(true);
    const change: CustomRoleChange =
      editing === undefined
        ? { kind: 'add', role: values }
        : { kind: 'edit', name: editing, allowedProductIds: values.allowedProductIds };
    try {
      await changeCustomRoles(db, change, productIds);
      notifications.show({
        color: 'green',
        title: t('roles.savedTitle'),
        message: t(editing === undefined ? 'roles.added' : 'roles.saved', { name: values.name.trim() }),
      });
      onClose();
    } catch (error) {
      if (error instanceof CustomRoleChangeError) {
        // Decided on the roles saved now: another admin may have changed them meanwhile.
        setFailure(error.issues.map((issue) => issueText(issue, productName)).join(' '));
      } else {
        logger.error('Saving a custom role failed', { change, error: String(error) });
        setFailure(t('roles.errors.saveFailed'));
      }
    } finally {
      setBusy(false);
    }
  });

  // Options by name; a saved id the catalogue no longer has stays visible so it can be removed.
  const options = [
    ...products.map((p) => ({ value: p.productId, label: `${p.productName} (${p.productId})` })),
    ...form.values.allowedProductIds
      .filter((id) => !productIds.includes(id))
      .map((id) => ({ value: id, label: t('roles.unknownProduct', { id }) })),
  ];

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {failure ? (
          <Alert color="red" icon={<IconAlertTriangle size={18} />} title={t('roles.failureTitle')}>
            {failure}
          </Alert>
        ) : null}
        <TextInput
          label={t('roles.fields.name.label')}
          description={
            editing === undefined ? t('roles.fields.name.description') : t('roles.fields.name.fixed')
          }
          required
          disabled={editing !== undefined}
          maxLength={CUSTOM_ROLE_NAME_MAX + 20}
          data-autofocus
          {...form.getInputProps('name')}
        />
        <MultiSelect
          label={t('roles.fields.products.label')}
          description={t('roles.fields.products.description')}
          placeholder={t('roles.fields.products.placeholder')}
          data={options}
          searchable
          clearable
          required
          nothingFoundMessage={t('roles.fields.products.nothingFound')}
          maxDropdownHeight={280}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('allowedProductIds')}
        />
        <Text size="xs" c="dimmed">
          {t('roles.claimsNote')}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {t('roles.cancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {editing === undefined ? t('roles.create') : t('roles.saveChanges')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** "Delete role": confirmation naming what its holders lose. */
export function DeleteRoleModal({
  target,
  onClose,
  products,
}: {
  target: UserDefinedRole | null;
  onClose: () => void;
  products: readonly CatalogueProduct[];
}) {
  const { t } = useTranslation('platformSettings');
  const db = useFirestore();
  const issueText = useIssueText();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const productName = (id: string) => products.find((p) => p.productId === id)?.productName ?? id;

  const confirm = async () => {
    if (!target) return;
    setBusy(true);
    setFailure(null);
    try {
      await changeCustomRoles(
        db,
        { kind: 'delete', name: target.name },
        products.map((p) => p.productId),
      );
      notifications.show({
        color: 'green',
        title: t('roles.savedTitle'),
        message: t('roles.deleted', { name: target.name }),
      });
      onClose();
    } catch (error) {
      if (error instanceof CustomRoleChangeError) {
        setFailure(error.issues.map((issue) => issueText(issue, productName)).join(' '));
      } else {
        logger.error('Deleting a custom role failed', { name: target.name, error: String(error) });
        setFailure(t('roles.errors.saveFailed'));
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      opened={target !== null}
      onClose={() => {
        setFailure(null);
        onClose();
      }}
      title={t('roles.deleteTitle', { name: target?.name ?? '' })}
      centered
    >
      <Stack gap="md">
        {failure ? (
          <Alert color="red" icon={<IconAlertTriangle size={18} />}>
            {failure}
          </Alert>
        ) : null}
        <Text size="sm">
          {t('roles.deleteMessage', {
            name: target?.name ?? '',
            products: (target?.allowedProductIds ?? []).map(productName).join(', '),
          })}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {t('roles.cancel')}
          </Button>
          <Button color="red" loading={busy} onClick={() => void confirm()}>
            {t('roles.confirmDelete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
