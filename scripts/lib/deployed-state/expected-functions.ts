/**
 * The functions a deploy would make, from the bundle's manifest (functions-manifest.ts), in the terms of the Cloud
 * Functions v2 API, as the Firebase CLI maps them (firebase-tools gcp/cloudfunctionsv2.js functionFromEndpoint,
 * deploy/functions/build.js, prepare.js):
 *
 * - one function per (export, region); a function without `region` goes to us-central1 (the CLI's default);
 * - the trigger kind: https, callable, task queue, scheduled and blocking functions are HTTP functions told apart by
 *   the CLI's labels (deployment-callable, deployment-taskqueue, deployment-scheduled, deployment-blocking); event
 *   functions carry an eventTrigger (eventFilters, plus eventFilterPathPatterns with operator match-path-pattern);
 * - an option the code leaves unset is `null` in the manifest (firebase-functions resets it): `null` here means "the
 *   platform's default" for timeout, min/max instances, ingress, service account and VPC connector; memory unset is
 *   the CLI's 256 MB; cpu unset keeps the live value (the CLI copies it from the live function); concurrency unset
 *   is the CLI's 80 when the cpu is at least 1, else 1;
 * - a secret without an explicit `secret` name is the secret named like its key.
 */
import type { FunctionsManifest, WireEndpoint } from './functions-manifest.js';

export type TriggerKind = 'https' | 'callable' | 'task queue' | 'scheduled' | 'event' | 'blocking';

export interface EventShape {
  eventType: string;
  /** Exact filters (`database`, `namespace`, …). */
  filters: Record<string, string>;
  /** Path-pattern filters (`document`). */
  pathPatterns: Record<string, string>;
  retry: boolean;
}

export interface SecretRef {
  /** The environment variable. */
  key: string;
  /** The Secret Manager secret. */
  secret: string;
}

/** Names of the options `ExpectedFunction` compares. */
export type OptionName =
  | 'memory'
  | 'cpu'
  | 'concurrency'
  | 'timeoutSeconds'
  | 'minInstances'
  | 'maxInstances'
  | 'ingressSettings'
  | 'serviceAccount'
  | 'vpcConnector';

/**
 * The options both sides name alike: the code (null: unset, the default applies: the CLI's 256 MB; concurrency 80 when
 * the cpu is at least 1, else 1; the platform's for the rest) and the live project (null: absent from the API's
 * answer, proto3 leaves out zeros).
 */
export interface FunctionOptionValues {
  id: string;
  region: string;
  trigger: TriggerKind;
  event: EventShape | null;
  runtime: string | null;
  /** MB (MiB). */
  memoryMb: number | null;
  concurrency: number | null;
  timeoutSeconds: number | null;
  minInstances: number | null;
  maxInstances: number | null;
  ingressSettings: string | null;
  serviceAccount: string | null;
  vpcConnector: string | null;
  secrets: SecretRef[];
}

export interface ExpectedFunction extends FunctionOptionValues {
  generation: 'GEN_1' | 'GEN_2';
  /** null: unset (a deploy keeps the live cpu). */
  cpu: number | 'gcf_gen1' | null;
  /** Options given as param expressions, which only a deploy resolves (with the project's param values). */
  unresolved: OptionName[];
}

/** The CLI's region when the code sets none. */
const DEFAULT_REGION = 'us-central1';

/** A CEL expression (`{{ params.X }}`) or a number. */
const isExpression = (value: unknown): value is string => typeof value === 'string';

function triggerOf(endpoint: WireEndpoint): TriggerKind {
  if (endpoint.callableTrigger) return 'callable';
  if (endpoint.taskQueueTrigger) return 'task queue';
  if (endpoint.scheduleTrigger) return 'scheduled';
  if (endpoint.blockingTrigger) return 'blocking';
  if (endpoint.eventTrigger) return 'event';
  return 'https';
}

function eventOf(endpoint: WireEndpoint): EventShape | null {
  const trigger = endpoint.eventTrigger;
  if (!trigger) return null;
  return {
    eventType: trigger.eventType,
    filters: { ...trigger.eventFilters },
    pathPatterns: { ...trigger.eventFilterPathPatterns },
    retry: trigger.retry === true,
  };
}

function expectedOf(
  id: string,
  region: string,
  endpoint: WireEndpoint,
  runtime: string | null,
): ExpectedFunction {
  const unresolved: OptionName[] = [];
  /** A number option: null when unset, null and listed as unresolved when a param expression. */
  const num = (name: OptionName, value: number | string | null | undefined): number | null => {
    if (value === null || value === undefined) return null;
    if (isExpression(value)) {
      unresolved.push(name);
      return null;
    }
    return value;
  };
  const memory = num('memory', endpoint.availableMemoryMb);
  const cpu = endpoint.cpu === 'gcf_gen1' ? 'gcf_gen1' : num('cpu', endpoint.cpu);
  return {
    id,
    region,
    generation: endpoint.platform === 'gcfv1' ? 'GEN_1' : 'GEN_2',
    trigger: triggerOf(endpoint),
    event: eventOf(endpoint),
    runtime,
    memoryMb: memory,
    cpu,
    concurrency: num('concurrency', endpoint.concurrency),
    timeoutSeconds: num('timeoutSeconds', endpoint.timeoutSeconds),
    minInstances: num('minInstances', endpoint.minInstances),
    maxInstances: num('maxInstances', endpoint.maxInstances),
    ingressSettings: endpoint.ingressSettings ?? null,
    serviceAccount: endpoint.serviceAccountEmail ?? null,
    vpcConnector: endpoint.vpc?.connector ?? null,
    secrets: (endpoint.secretEnvironmentVariables ?? []).map((s) => ({
      key: s.key,
      secret: s.secret ?? s.key,
    })),
    unresolved,
  };
}

/** Every function of the manifest, once per region, sorted by region and id. */
export function expectedFunctions(
  manifest: FunctionsManifest,
  o: { runtime: string | null },
): ExpectedFunction[] {
  const out: ExpectedFunction[] = [];
  for (const [id, endpoint] of Object.entries(manifest.endpoints)) {
    if (endpoint.omit === true) continue;
    const regions = endpoint.region ?? [DEFAULT_REGION];
    for (const region of regions) {
      if (region.includes('{{')) {
        throw new Error(
          `function ${id}: its region is a param (${region}); the drift check cannot resolve it`,
        );
      }
      out.push(expectedOf(id, region, endpoint, o.runtime));
    }
  }
  return out.sort((a, b) => a.region.localeCompare(b.region) || a.id.localeCompare(b.id));
}
