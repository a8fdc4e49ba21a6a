import { Badge, Box, Button, Code, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  countNodes,
  schemaTree,
  type Constraint,
  type JsonSchema,
  type SchemaNode,
} from '../model/schema-tree';
import classes from './api-docs.module.css';

/** Trees this small show every field at once; larger ones show their first level and unfold on demand. */
const UNFOLDED_UP_TO = 12;

/** An enum longer than this shows its first values and a count. */
const ENUM_SHOWN = 12;

/** A constraint in words: its translated name and the document's value. */
function ConstraintText({ constraint }: { constraint: Constraint }) {
  const { t } = useTranslation('apiDocs');
  const label = t(`constraint.${constraint.kind}`);
  if (constraint.kind === 'enum') {
    const shown = constraint.values.slice(0, ENUM_SHOWN);
    const more = constraint.values.length - shown.length;
    return (
      <Text component="span" size="xs" c="dimmed">
        {label}{' '}
        {shown.map((v) => (
          <Code key={v} className={classes.value}>
            {v}
          </Code>
        ))}
        {more > 0 ? ` ${t('constraint.more', { count: more })}` : null}
      </Text>
    );
  }
  return (
    <Text component="span" size="xs" c="dimmed">
      {label} <Code className={classes.value}>{String(constraint.value)}</Code>
    </Text>
  );
}

/** A field's or parameter's constraints, in one wrapping line; nothing when it has none. */
export function Constraints({ constraints }: { constraints: readonly Constraint[] }) {
  if (constraints.length === 0) return null;
  return (
    <Group gap="xs" wrap="wrap">
      {constraints.map((c, i) => (
        <ConstraintText key={`${c.kind}-${String(i)}`} constraint={c} />
      ))}
    </Group>
  );
}

/** The line of one field: name, type, required or not, its constraints and description. */
function FieldLine({ node }: { node: SchemaNode }) {
  const { t } = useTranslation('apiDocs');
  return (
    <Stack gap={2}>
      <Group gap={8} wrap="wrap" align="baseline">
        {node.name ? (
          <Text component="span" ff="monospace" fw={600} size="sm">
            {node.name}
          </Text>
        ) : null}
        <Text component="span" ff="monospace" size="sm" c="dimmed">
          {node.type}
        </Text>
        {node.name && node.required ? (
          <Text component="span" size="xs" c="red.9" fw={600}>
            {t('schema.required')}
          </Text>
        ) : null}
        {node.alternatives ? (
          <Badge size="xs" variant="outline" color="gray.8">
            {t('schema.oneOf')}
          </Badge>
        ) : null}
      </Group>
      <Constraints constraints={node.constraints} />
      {node.description ? (
        <Text size="xs" lang="en">
          {node.description}
        </Text>
      ) : null}
    </Stack>
  );
}

function NodeRow({ node, unfolded, path }: { node: SchemaNode; unfolded: boolean; path: string }) {
  const { t } = useTranslation('apiDocs');
  const [open, setOpen] = useState(unfolded);
  const hasChildren = node.children.length > 0;
  const id = `${path}-children`;
  return (
    <li className={classes.treeItem}>
      {hasChildren ? (
        <UnstyledButton
          className={classes.toggle}
          aria-expanded={open}
          aria-controls={open ? id : undefined}
          aria-label={t(open ? 'schema.collapse' : 'schema.expand', { name: node.name })}
          onClick={() => {
            setOpen((o) => !o);
          }}
        >
          {open ? <IconChevronDown size={14} aria-hidden /> : <IconChevronRight size={14} aria-hidden />}
        </UnstyledButton>
      ) : (
        <span className={classes.toggleSpacer} />
      )}
      <Box className={classes.field}>
        <FieldLine node={node} />
        {hasChildren && open ? (
          <NodeList nodes={node.children} unfolded={unfolded} path={path} id={id} />
        ) : null}
      </Box>
    </li>
  );
}

function NodeList({
  nodes,
  unfolded,
  path,
  id,
}: {
  nodes: readonly SchemaNode[];
  unfolded: boolean;
  path: string;
  id?: string;
}) {
  return (
    <ul className={classes.tree} id={id}>
      {nodes.map((child, i) => (
        <NodeRow key={child.name} node={child} unfolded={unfolded} path={`${path}-${String(i)}`} />
      ))}
    </ul>
  );
}

/**
 * A schema as a tree of its fields, each unfolding to its own (the root's type on top). "Expand all" remounts the
 * tree with every node open; "Collapse all" with only the first level shown.
 */
export function SchemaTreeView({
  schema,
  components,
  id,
}: {
  schema: JsonSchema;
  components: Readonly<Record<string, JsonSchema>>;
  /** Unique on the page: the ids of the unfolded lists derive from it. */
  id: string;
}) {
  const { t } = useTranslation('apiDocs');
  const root = useMemo(() => schemaTree(schema, { components }), [schema, components]);
  const size = useMemo(() => countNodes(root), [root]);
  const [all, setAll] = useState<boolean | null>(null);
  const unfolded = all ?? size <= UNFOLDED_UP_TO;
  const nested = root.children.some((c) => c.children.length > 0);
  return (
    <Box className={classes.schema}>
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <FieldLine node={root} />
        {nested ? (
          <Button
            size="compact-xs"
            variant="subtle"
            onClick={() => {
              setAll(!unfolded);
            }}
          >
            {t(unfolded ? 'schema.collapseAll' : 'schema.expandAll')}
          </Button>
        ) : null}
      </Group>
      {root.children.length > 0 ? (
        <NodeList key={String(unfolded)} nodes={root.children} unfolded={unfolded} path={id} />
      ) : null}
    </Box>
  );
}
