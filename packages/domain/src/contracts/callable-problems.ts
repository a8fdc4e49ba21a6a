import { z } from 'zod';

/*
 * The shape every admin callable refuses a call in (./roles.ts, ./user-admin.ts): a table of problems, each with the
 * `HttpsError` code it is thrown with and the i18n key the web shows, and the `details` that carry them.
 */

/** A callable's problems: code and message key of each. */
type ProblemTable = Readonly<Record<string, { readonly code: string; readonly messageKey: string }>>;
type ProblemOf<T extends ProblemTable> = keyof T & string;

/**
 * The problems every admin callable shares, their texts in the callable's i18n namespace `ns`: no session or a revoked
 * one, a caller who is no admin (or no super admin where it takes one), bad input or no reason, an unknown target
 * user, the rate limit, and a failure of our own.
 */
export const adminCallableProblems = <N extends string>(ns: N) =>
  ({
    unauthenticated: { code: 'unauthenticated', messageKey: `${ns}.unauthenticated` },
    'session-revoked': { code: 'unauthenticated', messageKey: `${ns}.sessionRevoked` },
    'not-admin': { code: 'permission-denied', messageKey: `${ns}.notAdmin` },
    'superadmin-only': { code: 'permission-denied', messageKey: `${ns}.superAdminOnly` },
    'invalid-input': { code: 'invalid-argument', messageKey: `${ns}.invalidInput` },
    'missing-reason': { code: 'invalid-argument', messageKey: `${ns}.missingReason` },
    'user-not-found': { code: 'not-found', messageKey: `${ns}.userNotFound` },
    'rate-limited': { code: 'resource-exhausted', messageKey: `${ns}.rateLimited` },
    internal: { code: 'internal', messageKey: `${ns}.internal` },
  }) as const;

/** The distinct message keys of `problems`, in table order (problems may share a text). */
export const messageKeysOf = <T extends ProblemTable>(problems: T): T[keyof T]['messageKey'][] => [
  ...new Set(Object.values(problems).map((p) => p.messageKey as T[keyof T]['messageKey'])),
];

/** One reason a call was refused, with the field and value of an input problem (STYLE.md §12). */
export const issueSchemaOf = <T extends ProblemTable>(problems: T) =>
  z.object({
    problem: z.enum(Object.keys(problems) as [ProblemOf<T>, ...ProblemOf<T>[]]),
    /** The request field (`uid`, `roles`, `reason`, `roles.2`...) for input problems. */
    field: z.string().optional(),
    /** The value received, cut to 100 characters. */
    value: z.string().optional(),
    /** English, for logs. */
    message: z.string(),
  });

/** `details` of the callable's `HttpsError`: the message key of the refusal and every issue behind it. */
export const errorDetailsSchemaOf = <K extends string, I extends z.ZodType>(
  messageKeys: readonly K[],
  issue: I,
) =>
  z.object({
    messageKey: z.enum(messageKeys as [K, ...K[]]),
    issues: z.array(issue),
  });
