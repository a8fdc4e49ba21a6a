/**
 * `true` in every build of the functions bundle but the production one (functions/build-options.ts `define`): the
 * task functions wire the test-only fault switches in only then (services/bulk-prices/bulk-price-faults.ts,
 * services/factsheets/generation-faults.ts), so a production bundle does not contain them at all
 * (build-options.test.ts). Outside the bundle (vitest) it is not defined: test it as
 * `typeof __TEST_FAULTS__ === 'undefined' || __TEST_FAULTS__`, written out at each use so that esbuild can fold it.
 */
declare const __TEST_FAULTS__: boolean;
