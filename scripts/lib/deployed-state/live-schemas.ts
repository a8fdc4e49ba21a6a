/**
 * The parts of the Google API responses the drift check reads, as zod schemas (loose: every other field passes
 * through). Field names and formats as the APIs' discovery documents give them:
 *
 * - Firebase Rules API v1: `Release` {name, rulesetName}; `Ruleset` {name, createTime, source: {files: [{name,
 *   content, fingerprint}]}} (https://firebase.google.com/docs/reference/rules/rest/v1/projects.rulesets).
 * - Firestore Admin API v1: `Index` {name: projects/P/databases/D/collectionGroups/G/indexes/ID, queryScope
 *   (COLLECTION | COLLECTION_GROUP | COLLECTION_RECURSIVE), apiScope, fields: [{fieldPath, order (ASCENDING |
 *   DESCENDING) | arrayConfig (CONTAINS) | vectorConfig}], state (CREATING | READY | NEEDS_REPAIR)}; `Field` {name:
 *   .../collectionGroups/G/fields/PATH, indexConfig: {indexes: Index[], usesAncestorConfig, ancestorField,
 *   reverting}, ttlConfig: {state (CREATING | ACTIVE | NEEDS_REPAIR)}}.
 * - Cloud Functions API v2: `Function` {name: projects/P/locations/R/functions/ID, environment (GEN_1 | GEN_2), state,
 *   labels, buildConfig: {runtime, entryPoint}, serviceConfig: {availableMemory (a Kubernetes quantity string:
 *   "256Mi", "1Gi", "256M"), availableCpu (string: "1", "0.1666"), timeoutSeconds, minInstanceCount,
 *   maxInstanceCount, maxInstanceRequestConcurrency, ingressSettings, serviceAccountEmail, vpcConnector,
 *   secretEnvironmentVariables: [{key, projectId, secret, version}]}, eventTrigger: {eventType, eventFilters:
 *   [{attribute, value, operator}], pubsubTopic, retryPolicy, triggerRegion}}. proto3 JSON leaves out fields at their
 *   zero value (minInstanceCount 0 is absent).
 */
import { z } from 'zod';

export const releaseSchema = z.looseObject({ name: z.string(), rulesetName: z.string() });

export const rulesetSchema = z.looseObject({
  name: z.string(),
  createTime: z.string().optional(),
  source: z.looseObject({
    files: z.array(z.looseObject({ name: z.string().optional(), content: z.string() })),
  }),
});
export type LiveRuleset = z.infer<typeof rulesetSchema>;

const indexFieldSchema = z.looseObject({
  fieldPath: z.string(),
  order: z.string().optional(),
  arrayConfig: z.string().optional(),
  vectorConfig: z.looseObject({ dimension: z.number().optional() }).optional(),
});
export type LiveIndexField = z.infer<typeof indexFieldSchema>;

export const liveIndexSchema = z.looseObject({
  // Absent on the single-field indexes inside a Field's indexConfig.
  name: z.string().optional(),
  queryScope: z.string().optional(),
  apiScope: z.string().optional(),
  fields: z.array(indexFieldSchema).default([]),
  state: z.string().optional(),
});
export type LiveIndex = z.infer<typeof liveIndexSchema>;

export const liveFieldSchema = z.looseObject({
  name: z.string(),
  indexConfig: z
    .looseObject({
      indexes: z.array(liveIndexSchema).optional(),
      usesAncestorConfig: z.boolean().optional(),
      ancestorField: z.string().optional(),
      reverting: z.boolean().optional(),
    })
    .optional(),
  ttlConfig: z.looseObject({ state: z.string().optional() }).optional(),
});
export type LiveField = z.infer<typeof liveFieldSchema>;

export const liveFunctionSchema = z.looseObject({
  name: z.string(),
  environment: z.string().optional(),
  state: z.string().optional(),
  labels: z.record(z.string(), z.string()).optional(),
  buildConfig: z
    .looseObject({ runtime: z.string().optional(), entryPoint: z.string().optional() })
    .optional(),
  serviceConfig: z
    .looseObject({
      availableMemory: z.string().optional(),
      availableCpu: z.string().optional(),
      timeoutSeconds: z.number().optional(),
      minInstanceCount: z.number().optional(),
      maxInstanceCount: z.number().optional(),
      maxInstanceRequestConcurrency: z.number().optional(),
      ingressSettings: z.string().optional(),
      serviceAccountEmail: z.string().optional(),
      vpcConnector: z.string().optional(),
      secretEnvironmentVariables: z
        .array(
          z.looseObject({
            key: z.string(),
            secret: z.string(),
            projectId: z.string().optional(),
            version: z.string().optional(),
          }),
        )
        .optional(),
    })
    .optional(),
  eventTrigger: z
    .looseObject({
      eventType: z.string(),
      eventFilters: z
        .array(z.looseObject({ attribute: z.string(), value: z.string(), operator: z.string().optional() }))
        .optional(),
      pubsubTopic: z.string().optional(),
      retryPolicy: z.string().optional(),
      triggerRegion: z.string().optional(),
    })
    .optional(),
});
export type LiveFunction = z.infer<typeof liveFunctionSchema>;

/** One page of `GET .../indexes`. */
export const listIndexesSchema = z.looseObject({
  indexes: z.array(liveIndexSchema).default([]),
  nextPageToken: z.string().optional(),
});
/** One page of `GET .../fields`. */
export const listFieldsSchema = z.looseObject({
  fields: z.array(liveFieldSchema).default([]),
  nextPageToken: z.string().optional(),
});
/** One page of `GET .../locations/-/functions`: `unreachable` names the locations that could not be listed. */
export const listFunctionsSchema = z.looseObject({
  functions: z.array(liveFunctionSchema).default([]),
  nextPageToken: z.string().optional(),
  unreachable: z.array(z.string()).default([]),
});
/** Firebase Storage API v1alpha `GET projects/P/defaultBucket`: {bucket: {name: projects/P/buckets/B}}. */
export const defaultBucketSchema = z.looseObject({
  bucket: z.looseObject({ name: z.string() }).optional(),
});
