import type { z } from 'zod';

/**
 * Turns a zod error into one readable line per problem, naming the path and, where the path passes through an
 * array of records with an id, that id (e.g. `products[3] (alvola).live.perfStats[2]: Invalid option ...`).
 */
export function formatIssues(error: z.ZodError, input: unknown, file = ''): string[] {
  return error.issues.map((issue) => {
    let where = file;
    let node: unknown = input;
    for (const key of issue.path) {
      const part =
        typeof key === 'number' ? `[${key}]` : `${where && !where.endsWith(':') ? '.' : ''}${String(key)}`;
      where += part;
      node =
        node !== null && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[key] : undefined;
      if (typeof key === 'number' && node !== null && typeof node === 'object') {
        const rec = node as Record<string, unknown>;
        const id = rec.productId ?? rec.id;
        if (typeof id === 'string') where += ` (${id})`;
      }
    }
    return `${where || '(root)'}: ${issue.message}`;
  });
}
