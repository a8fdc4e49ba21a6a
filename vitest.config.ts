import { defineConfig } from 'vitest/config';

process.env.TZ = 'UTC';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          // Property tests (fast-check, hundreds of runs) take a few seconds alone and several times that while the
          // machine's two cores are busy with other work: a timing is not what they test.
          testTimeout: 30_000,
          include: [
            'packages/domain/src/**/*.test.ts',
            'functions/src/**/*.test.ts',
            'functions/*.test.ts',
            'web/src/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
            'tests/conformance/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'emulator',
          include: ['tests/rules/**/*.test.ts', 'tests/api/**/*.test.ts', 'tests/integration/**/*.test.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          // Every tenant in one emulator boot (tests/tenants/tenant-sweep.test.ts): after e2e, which needs the demo.
          name: 'tenants',
          include: ['tests/tenants/**/*.test.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          // Workers killed mid-operation and the backup round trip (docs/faults-and-backups.md): `npm run test:faults`
          // boots its own emulators; not part of `npm test` (minutes of waiting on Cloud Tasks retries).
          name: 'faults',
          include: ['tests/faults/**/*.test.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 240_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
