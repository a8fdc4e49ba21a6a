import { Alert, Badge, Blockquote, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  mayAssignRole,
  ROLE_CHANGE_PROBLEMS,
  ROLE_CHANGE_REASON_MAX,
  roleChangeRefusal,
  sameRoles,
  type UserDefinedRole,
} from '@portal/domain';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { logger } from '../../../lib/logger';
import type { UserRow } from '../api/list-users';
import { setUserRoles } from '../api/set-user-roles';
import { roleDiff } from '../utils/filter-users';
import { roleChangeFailure, type RoleChangeFailure } from '../utils/role-change-failure';
import type { Labels } from './use-labels';
import { ReasonField, StepButtons, useReason } from './reason-field';

interface DialogProps {
  /** The user whose roles are edited; `null` closes the dialog. */
  target: UserRow | null;
  onClose: () => void;
  actorUid: string;
  actorRoles: readonly string[];
  /** Roles this tenant can grant (tenant allowed roles + custom roles). */
  grantable: readonly string[];
  userDefinedRoles: readonly UserDefinedRole[];
  labels: Labels;
}

/**
 * "Change roles": pick the complete new set of roles, give a reason, confirm (seed 000 §8 "role update (with reason)").
 * The same authority rules as the function (`roleChangeRefusal`) disable what the function would refuse, so the
 * admin learns it before confirming; the function still decides.
 */
export function ChangeRolesDialog(props: DialogProps) {
  const { t } = useTranslation('admin');
  const name = props.target ? `${props.target.record.firstName} ${props.target.record.lastName}` : '';
  return (
    <Modal
      opened={props.target !== null}
      onClose={props.onClose}
      title={t('users.changeRolesOf', { name })}
      size="lg"
      centered
    >
      {props.target ? (
        <ChangeRolesForm key={props.target.uid} {...props} target={props.target} name={name} />
      ) : null}
    </Modal>
  );
}

function ChangeRolesForm({
  target,
  name,
  onClose,
  actorUid,
  actorRoles,
  grantable,
  userDefinedRoles,
  labels,
}: DialogProps & { target: UserRow; name: string }) {
  const { t } = useTranslation('admin');
  const before = target.record.roles;
  const [selected, setSelected] = useState<string[]>(() => [...new Set(before)].sort());
  const reason = useReason(ROLE_CHANGE_REASON_MAX, {
    required: t('rolesDialog.reasonRequired'),
    tooLong: (max) => t('rolesDialog.reasonTooLong', { max }),
  });
  const [step, setStep] = useState<'edit' | 'confirm'>('edit');
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<RoleChangeFailure | null>(null);

  // Roles the user holds that can no longer be granted (e.g. a deleted custom role) can only be removed.
  const options = [...grantable, ...before.filter((r) => !grantable.includes(r)).sort()];
  const customRoles = new Map(userDefinedRoles.map((r) => [r.name, r.allowedProductIds]));
  const refusal = roleChangeRefusal({ actorUid, actorRoles, targetUid: target.uid, before, after: selected });
  const unchanged = sameRoles(before, selected);
  const trimmedReason = reason.trimmed;
  const { added, removed } = roleDiff(before, selected);

  const describe = (role: string): string | undefined => {
    if (!grantable.includes(role)) return t('roles.undefined');
    const products = customRoles.get(role);
    if (!products) return undefined;
    return products.length > 0
      ? t('roles.custom', { products: products.join(', ') })
      : t('roles.customNoProducts');
  };
  const disabled = (role: string): boolean =>
    !mayAssignRole(actorRoles, role) || (!grantable.includes(role) && !selected.includes(role));

  const next = () => {
    if (!reason.check()) return;
    setFailure(null);
    setStep('confirm');
  };

  const confirm = async () => {
    setSubmitting(true);
    try {
      await setUserRoles({ uid: target.uid, roles: selected, reason: trimmedReason });
      notifications.show({
        color: 'green',
        title: t('rolesDialog.successTitle'),
        message: t('rolesDialog.success', { name }),
      });
      onClose();
    } catch (error) {
      const shown = roleChangeFailure(error);
      logger.error('Role change failed', { uid: target.uid, key: shown.key, error: String(error) });
      setFailure(shown);
      setStep('edit');
      notifications.show({
        color: 'red',
        title: t('rolesDialog.failureTitle'),
        message: t(shown.key, shown.values),
      });
    } finally {
      setSubmitting(false);
    }
  };

  const roleLine = (label: string, roles: string[]) => (
    <Group gap="xs" align="center">
      <Text size="sm" w={110}>
        {label}
      </Text>
      {roles.length > 0 ? (
        <Group gap={4}>
          {roles.map((role) => (
            <Badge key={role} variant="light" tt="none">
              {labels.role(role)}
            </Badge>
          ))}
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          {t('rolesDialog.none')}
        </Text>
      )}
    </Group>
  );

  if (step === 'confirm') {
    return (
      <Stack gap="md">
        <Text fw={600}>{t('rolesDialog.confirmTitle')}</Text>
        {roleLine(t('rolesDialog.added'), added)}
        {roleLine(t('rolesDialog.removed'), removed)}
        <Blockquote p="sm" cite={t('rolesDialog.reason')}>
          {trimmedReason}
        </Blockquote>
        <Alert color="yellow" icon={<IconInfoCircle size={18} />}>
          {t('rolesDialog.signOutWarning', { name })}
        </Alert>
        <StepButtons
          backLabel={t('rolesDialog.back')}
          onBack={() => {
            setStep('edit');
          }}
          nextLabel={t('rolesDialog.confirm')}
          onNext={() => void confirm()}
          busy={submitting}
        />
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      {failure ? (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} title={t('rolesDialog.failureTitle')}>
          {t(failure.key, failure.values)}
        </Alert>
      ) : null}
      <Checkbox.Group
        label={t('rolesDialog.rolesLabel')}
        description={t('rolesDialog.rolesDescription')}
        value={selected}
        onChange={(value) => {
          setSelected([...value].sort());
        }}
      >
        <Stack gap="xs" mt="xs">
          {options.map((role) => (
            <Checkbox
              key={role}
              value={role}
              label={labels.role(role)}
              description={describe(role)}
              disabled={disabled(role)}
            />
          ))}
        </Stack>
      </Checkbox.Group>
      {refusal ? (
        <Alert color="red" icon={<IconAlertTriangle size={18} />}>
          {t(ROLE_CHANGE_PROBLEMS[refusal].messageKey)}
        </Alert>
      ) : unchanged ? (
        <Text size="sm" c="dimmed">
          {t('rolesDialog.unchanged')}
        </Text>
      ) : null}
      <ReasonField
        reason={reason}
        label={t('rolesDialog.reason')}
        description={t('rolesDialog.reasonDescription')}
        placeholder={t('rolesDialog.reasonPlaceholder')}
      />
      <StepButtons
        backLabel={t('rolesDialog.cancel')}
        onBack={onClose}
        nextLabel={t('rolesDialog.continue')}
        onNext={next}
        disabled={refusal !== null || unchanged}
      />
    </Stack>
  );
}
