import { Alert, Badge, Button, Group, Paper, Table, Text, VisuallyHidden } from '@mantine/core';
import type { UserDefinedRole } from '@portal/domain';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CatalogueProduct } from './catalogue-product';
import { DeleteRoleModal, RoleModal } from './role-modals';

/**
 * Roles tab (seed 000 §3 "Role", §6): the custom roles of the platform settings, each making its holders admins of
 * the listed products. Add, edit the products, delete (with confirmation). Names are fixed once created (a rename
 * would strip the users who hold the role); see docs/platform-settings.md.
 */
export function RolesTab({
  roles,
  products,
}: {
  roles: readonly UserDefinedRole[];
  products: readonly CatalogueProduct[];
}) {
  const { t } = useTranslation('platformSettings');
  const [editing, setEditing] = useState<UserDefinedRole | 'new' | null>(null);
  const [deleting, setDeleting] = useState<UserDefinedRole | null>(null);
  const names = new Map(products.map((p) => [p.productId, p.productName]));

  return (
    <>
      <Group justify="space-between" align="flex-start" mb="md">
        <Text c="dimmed" size="sm" maw={720}>
          {t('roles.intro')}
        </Text>
        <Button
          leftSection={<IconPlus size={16} />}
          onClick={() => {
            setEditing('new');
          }}
        >
          {t('roles.add')}
        </Button>
      </Group>
      {roles.length === 0 ? (
        <Alert color="gray">{t('roles.empty')}</Alert>
      ) : (
        <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
          <Table striped verticalSpacing="sm" horizontalSpacing="md">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={240}>{t('roles.columns.name')}</Table.Th>
                <Table.Th>{t('roles.columns.products')}</Table.Th>
                <Table.Th w={220}>
                  <VisuallyHidden>{t('roles.columns.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {roles.map((role) => (
                <Table.Tr key={role.name} data-role={role.name}>
                  <Table.Td>
                    <Text fw={600} size="sm">
                      {role.name}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      {role.allowedProductIds.map((id) => (
                        <Badge key={id} variant="light" tt="none" color={names.has(id) ? undefined : 'red'}>
                          {names.get(id) ?? t('roles.unknownProduct', { id })}
                        </Badge>
                      ))}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" justify="flex-end" wrap="nowrap">
                      <Button
                        size="xs"
                        variant="light"
                        leftSection={<IconPencil size={14} />}
                        aria-label={t('roles.editOf', { name: role.name })}
                        onClick={() => {
                          setEditing(role);
                        }}
                      >
                        {t('roles.edit')}
                      </Button>
                      <Button
                        size="xs"
                        variant="light"
                        color="red"
                        leftSection={<IconTrash size={14} />}
                        aria-label={t('roles.deleteOf', { name: role.name })}
                        onClick={() => {
                          setDeleting(role);
                        }}
                      >
                        {t('roles.delete')}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      )}
      <RoleModal
        target={editing}
        roles={roles}
        products={products}
        onClose={() => {
          setEditing(null);
        }}
      />
      <DeleteRoleModal
        target={deleting}
        onClose={() => {
          setDeleting(null);
        }}
        products={products}
      />
    </>
  );
}
