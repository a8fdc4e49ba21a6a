/**
 * A Cloud Functions v2 API `Function` in the terms of `ExpectedFunction`, read as the Firebase CLI reads it
 * (firebase-tools gcp/cloudfunctionsv2.js endpointFromFunction): the trigger kind from the CLI's labels, else the
 * eventTrigger, else HTTPS; memory from the Kubernetes quantity string; the codebase from the
 * `firebase-functions-codebase` label (absent: "default"); Firebase-managed when `deployment-tool` starts with
 * `cli-firebase` (firebase-tools deploymentTool.js), the functions a deploy may delete.
 */
import type { EventShape, FunctionOptionValues, TriggerKind } from './expected-functions.js';
import type { LiveFunction } from './live-schemas.js';

export interface LiveFunctionShape extends FunctionOptionValues {
  /** `GEN_1` or `GEN_2` (the v2 API lists both). */
  generation: string;
  state: string | null;
  codebase: string;
  firebaseManaged: boolean;
  /** As the API gives it ("256Mi", "1Gi", "256M"). */
  memory: string | null;
  cpu: number | null;
}

const BYTES_PER_UNIT: Record<string, number> = {
  '': 1,
  k: 1e3,
  M: 1e6,
  G: 1e9,
  T: 1e12,
  Ki: 2 ** 10,
  Mi: 2 ** 20,
  Gi: 2 ** 30,
  Ti: 2 ** 40,
};

/**
 * A Kubernetes quantity ("256Mi", "1Gi", "512M", "1e9") in MiB, the unit of the functions' `memory` option
 * (firebase-tools cloudfunctionsv2.js mebibytes); null when it is not a quantity. "256M" is 244.14 MiB, not 256.
 */
export function mebibytes(quantity: string): number | null {
  const match = /^([0-9]+(?:\.[0-9]*)?)(Ki|Mi|Gi|Ti|k|M|G|T|[eE]([0-9]+))?$/.exec(quantity);
  if (!match) return null;
  const value = Number.parseFloat(match[1] ?? '');
  const bytes = match[3] ? value * 10 ** Number(match[3]) : value * (BYTES_PER_UNIT[match[2] ?? ''] ?? 1);
  return bytes / 2 ** 20;
}

function triggerOf(f: LiveFunction): TriggerKind {
  const labels = f.labels ?? {};
  if (labels['deployment-scheduled'] === 'true') return 'scheduled';
  if (labels['deployment-taskqueue'] === 'true') return 'task queue';
  if (labels['deployment-callable'] === 'true') return 'callable';
  if (labels['deployment-blocking']) return 'blocking';
  if (f.eventTrigger) return 'event';
  return 'https';
}

const PUBSUB_PUBLISHED = 'google.cloud.pubsub.topic.v1.messagePublished';

function eventOf(f: LiveFunction): EventShape | null {
  const trigger = f.eventTrigger;
  if (!trigger) return null;
  const filters: Record<string, string> = {};
  const pathPatterns: Record<string, string> = {};
  // For other event types `pubsubTopic` is Eventarc's transport topic (output only), not a filter of the function.
  if (trigger.pubsubTopic && trigger.eventType === PUBSUB_PUBLISHED) filters.topic = trigger.pubsubTopic;
  for (const filter of trigger.eventFilters ?? []) {
    if (filter.operator === 'match-path-pattern') pathPatterns[filter.attribute] = filter.value;
    else filters[filter.attribute] = filter.value;
  }
  return {
    eventType: trigger.eventType,
    filters,
    pathPatterns,
    retry: trigger.retryPolicy === 'RETRY_POLICY_RETRY',
  };
}

export function liveFunctionShape(f: LiveFunction): LiveFunctionShape {
  // projects/{project}/locations/{region}/functions/{id}
  const [, , , region = '?', , id = f.name] = f.name.split('/');
  const service = f.serviceConfig ?? {};
  const cpu = service.availableCpu === undefined ? null : Number(service.availableCpu);
  return {
    id,
    region,
    generation: f.environment ?? 'GEN_2',
    state: f.state ?? null,
    trigger: triggerOf(f),
    event: eventOf(f),
    runtime: f.buildConfig?.runtime ?? null,
    codebase: f.labels?.['firebase-functions-codebase'] ?? 'default',
    firebaseManaged: f.labels?.['deployment-tool']?.startsWith('cli-firebase') ?? false,
    memory: service.availableMemory ?? null,
    memoryMb: service.availableMemory === undefined ? null : mebibytes(service.availableMemory),
    cpu: cpu === null || Number.isNaN(cpu) ? null : cpu,
    concurrency: service.maxInstanceRequestConcurrency ?? null,
    timeoutSeconds: service.timeoutSeconds ?? null,
    minInstances: service.minInstanceCount ?? null,
    maxInstances: service.maxInstanceCount ?? null,
    ingressSettings: service.ingressSettings ?? null,
    serviceAccount: service.serviceAccountEmail ?? null,
    vpcConnector: service.vpcConnector ?? null,
    secrets: (service.secretEnvironmentVariables ?? []).map((s) => ({ key: s.key, secret: s.secret })),
  };
}
