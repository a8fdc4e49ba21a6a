import { describe, expect, it } from 'vitest';
import { deployWaves, parseDeployAllArgs, UsageError } from './plan.js';

const KNOWN = ['alpha', 'beta', 'demo', 'gamma'];

describe('parseDeployAllArgs', () => {
  it('takes every tenant, in their order, for --all; the first is the canary', () => {
    expect(parseDeployAllArgs(['--all', '--dry-run'], KNOWN)).toEqual({
      dryRun: true,
      tenants: KNOWN,
      canary: 'alpha',
      all: true,
    });
  });

  it('keeps the order of --tenants, once each, and takes --canary from among them', () => {
    expect(parseDeployAllArgs(['--tenants', 'gamma, demo,gamma', '--canary', 'demo'], KNOWN)).toEqual({
      dryRun: false,
      tenants: ['gamma', 'demo'],
      canary: 'demo',
      all: false,
    });
  });

  it.each([
    [[], /--tenants, or take them all with --all/],
    [['--all', '--tenants', 'demo'], /--tenants, or take them all with --all/],
    [['--tenants', ','], /no tenant to deploy/],
    [['--tenants', 'demo,nope'], /no tenant nope under tenants\//],
    [['--tenants', 'demo', '--canary', 'beta'], /the canary beta is not one of the tenants deployed/],
    [['--all', '--wave', '2'], /Unknown option '--wave'/],
  ])('refuses %j with a usage error', (argv, message) => {
    expect(() => parseDeployAllArgs(argv, KNOWN)).toThrow(UsageError);
    expect(() => parseDeployAllArgs(argv, KNOWN)).toThrow(message);
  });
});

describe('deployWaves', () => {
  it('puts the canary alone first, then the rest in their order', () => {
    expect(deployWaves(['a', 'b', 'c'], 'b')).toEqual([
      { name: 'canary', tenants: ['b'] },
      { name: 'rest', tenants: ['a', 'c'] },
    ]);
  });

  it('has no second wave for one tenant', () => {
    expect(deployWaves(['a'], 'a')).toEqual([{ name: 'canary', tenants: ['a'] }]);
  });
});
