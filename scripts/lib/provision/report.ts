/**
 * Text for people: the provision plan as the dry run prints it, and the drift list (pure).
 */
import type { DocPlan, ProvisionPlan } from './plan.js';

const MAX_VALUE = 90;

/** A value on one line: JSON, shortened in the middle of long ones; `(absent)` for a missing field. */
export function showValue(value: unknown): string {
  if (value === undefined) return '(absent)';
  const text = (JSON.stringify(value) as string | undefined) ?? typeof value;
  return text.length <= MAX_VALUE
    ? text
    : `${text.slice(0, MAX_VALUE - 12)}…${text.slice(-10)} (${String(text.length)} chars)`;
}

const plural = (n: number, one: string, many = `${one}s`) => `${String(n)} ${n === 1 ? one : many}`;

function docLines(d: DocPlan): string[] {
  const lines: string[] = [];
  if (d.action === 'create') lines.push(`  create     ${d.path}`);
  if (d.action === 'update') {
    lines.push(`  update     ${d.path}`);
    for (const c of d.changes)
      lines.push(`               ${c.field}: ${showValue(c.from)} → ${showValue(c.to)}  (${c.reason})`);
  }
  if (d.action === 'kept deleted')
    lines.push(`  kept       ${d.path}: deleted in the console; --overwrite ${d.path} to create it again`);
  for (const k of d.kept.filter((x) => x.field !== '(document)'))
    lines.push(
      `  kept       ${d.path} ${k.field}: ${showValue(k.live)} (${k.reason}; the files say ${showValue(k.files)}; ` +
        `--overwrite ${k.field} to replace)`,
    );
  for (const e of d.extraFields)
    lines.push(
      `  extra      ${d.path} ${e.field}: ${showValue(e.live)} (in Firestore, not in the files; left as is)`,
    );
  for (const p of d.invalid) lines.push(`  INVALID    ${p}`);
  return lines;
}

/** The plan, one line per document or field that is not unchanged, then a summary line. */
export function formatPlan(plan: ProvisionPlan): string[] {
  const lines = plan.docs.flatMap(docLines);
  if (plan.derived.action !== 'unchanged')
    lines.push(`  ${plan.derived.action.padEnd(10)} ${plan.derived.path} (derived from the custom roles)`);
  for (const e of plan.extraDocs)
    lines.push(`  extra      ${e.path} (in Firestore, not in the files; left as is)`);
  for (const s of plan.unusedOverwrites)
    lines.push(`  warning    --overwrite ${s} matched no kept field or document`);
  const count = (a: DocPlan['action']) => plan.docs.filter((d) => d.action === a).length;
  const fields = plan.docs.reduce((n, d) => n + d.changes.length, 0);
  const kept = plan.docs.reduce((n, d) => n + d.kept.length, 0);
  const extra = plan.docs.reduce((n, d) => n + d.extraFields.length, 0) + plan.extraDocs.length;
  lines.push(
    `${plural(count('create'), 'document')} to create, ${plural(count('update'), 'document')} to change ` +
      `(${plural(fields, 'field')}), ${plural(count('unchanged'), 'document')} unchanged, ${plural(kept, 'staff edit')} kept, ` +
      `${String(extra)} extra in Firestore; ${plural(plan.writes, 'write')}` +
      (plan.writes === 0
        ? '.'
        : ` (${plural(plan.docs.filter((d) => d.next !== null).length, 'document')}, ` +
          plural(plan.docs.filter((d) => d.writeRecord).length, 'provisioning record') +
          (plan.derived.action === 'unchanged' ? '' : ', the product admin claims') +
          ').'),
  );
  return lines;
}

/** Whether the project differs from the files in any way the drift command reports. */
export function planHasDrift(plan: ProvisionPlan): boolean {
  return (
    plan.docs.some((d) => d.action !== 'unchanged' || d.kept.length > 0 || d.extraFields.length > 0) ||
    plan.derived.action !== 'unchanged' ||
    plan.extraDocs.length > 0
  );
}
