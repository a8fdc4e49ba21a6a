import { describe, expect, it } from 'vitest';
import { API, urlTemplateOf } from '@portal/domain';
import { analyticsRequest } from './web-analytics-send';

/** A failed call's endpoint as the client reports it: the contract's path. */
const KEY_NUMBERS = urlTemplateOf(API.keyNumbers);

const TARGET = { endpoint: 'https://stats.example.ch/event', domain: 'funds.example.ch' };

describe('analyticsRequest', () => {
  it('posts a page view as a simple request that sends no cookie, no referrer and no query', () => {
    const init = analyticsRequest(TARGET, {
      kind: 'pageView',
      href: 'https://funds.example.ch/products/a/overview?token=secret',
      referrer: 'https://www.example.com/',
    });
    expect(init).toMatchObject({
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      mode: 'no-cors',
      credentials: 'omit',
      keepalive: true,
      referrerPolicy: 'no-referrer',
    });
    expect(JSON.parse(init.body as string)).toEqual({
      name: 'pageview',
      url: 'https://funds.example.ch/products/a/overview',
      domain: 'funds.example.ch',
      referrer: 'https://www.example.com/',
    });
  });

  it('posts an API failure with status, text and endpoint', () => {
    const init = analyticsRequest(TARGET, {
      kind: 'apiFailure',
      href: 'https://funds.example.ch/',
      failure: { status: 0, text: 'network', endpoint: KEY_NUMBERS },
    });
    expect(JSON.parse(init.body as string)).toMatchObject({
      name: 'API failure',
      props: { status: '0', text: 'network', endpoint: KEY_NUMBERS },
    });
  });
});
