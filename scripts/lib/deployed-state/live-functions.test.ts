import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { liveFunctionShape, mebibytes } from './live-functions.js';
import { listFunctionsSchema } from './live-schemas.js';

// Cloud Functions v2 API `GET .../locations/-/functions` for a project the Firebase CLI deployed to (ServiceConfig:
// availableMemory is a Kubernetes quantity, "Defaults to 256M"; the CLI writes `${mb}Mi` up to 1024 and `${gb}Gi`
// above; labels deployment-tool, deployment-callable/-taskqueue/-scheduled, firebase-functions-codebase).
const functions = listFunctionsSchema.parse(
  JSON.parse(readFileSync(join(import.meta.dirname, 'fixtures', 'list-functions.json'), 'utf8')),
).functions;
const shape = (id: string) => {
  const f = functions.find((x) => x.name.endsWith(`/functions/${id}`));
  if (!f) throw new Error(`fixture has no ${id}`);
  return liveFunctionShape(f);
};

describe('mebibytes', () => {
  it('reads binary and decimal quantities in MiB', () => {
    expect(mebibytes('256Mi')).toBe(256);
    expect(mebibytes('1024Mi')).toBe(1024);
    expect(mebibytes('1Gi')).toBe(1024);
    expect(mebibytes('2Gi')).toBe(2048);
    expect(mebibytes('512Ki')).toBe(0.5);
    expect(mebibytes('256M')).toBeCloseTo(244.14, 2);
    expect(mebibytes('1e9')).toBeCloseTo(953.67, 2);
    expect(mebibytes('268435456')).toBe(256);
    expect(mebibytes('lots')).toBeNull();
  });
});

describe('liveFunctionShape', () => {
  it('reads id, region, options and secrets of an HTTPS function', () => {
    expect(shape('api')).toMatchObject({
      id: 'api',
      region: 'europe-west3',
      generation: 'GEN_2',
      trigger: 'https',
      runtime: 'nodejs20',
      codebase: 'default',
      firebaseManaged: true,
      memory: '512Mi',
      memoryMb: 512,
      cpu: 1,
      concurrency: 80,
      timeoutSeconds: 60,
      minInstances: 1,
      maxInstances: 10,
      secrets: [
        { key: 'UNSUBSCRIBE_SECRET', secret: 'UNSUBSCRIBE_SECRET' },
        { key: 'SMTP_URL', secret: 'SMTP_URL' },
      ],
    });
  });

  it('tells the trigger kinds apart by the CLI labels, and leaves absent zero values null', () => {
    expect(shape('exportMyData')).toMatchObject({ trigger: 'callable', minInstances: null });
    expect(shape('applyBulkPrices')).toMatchObject({ trigger: 'task queue', memoryMb: 1024 });
    expect(shape('refreshPrices').trigger).toBe('scheduled');
    expect(shape('reportsExport')).toMatchObject({
      trigger: 'callable',
      codebase: 'reports',
      memoryMb: 2048,
    });
  });

  it('splits an event trigger into exact and path-pattern filters', () => {
    expect(shape('onProductWritten').event).toEqual({
      eventType: 'google.cloud.firestore.document.v1.written',
      // pubsubTopic is Eventarc's transport for a Firestore trigger, not a filter.
      filters: { database: '(default)', namespace: '(default)' },
      pathPatterns: { document: 'products/{productId}' },
      retry: false,
    });
  });
});
