import { metricsAccess } from './metrics-access';

const TOKEN = 'a-metrics-token-0123456789abcdef';
const dev = { isProduction: false, metricsToken: undefined };
const prod = { isProduction: true, metricsToken: undefined };
const withToken = { isProduction: true, metricsToken: TOKEN };
const req = (ip: string | undefined, headers: Record<string, string> = {}) => ({ ip, headers });

describe('metricsAccess', () => {
  it('with METRICS_TOKEN: the bearer token alone decides, from any address', () => {
    expect(metricsAccess(withToken, req('203.0.113.9', { authorization: `Bearer ${TOKEN}` }))).toBe('allowed');
    expect(metricsAccess(withToken, req('203.0.113.9', { authorization: `bearer  ${TOKEN}` }))).toBe('allowed');
    expect(metricsAccess(withToken, req('127.0.0.1'))).toBe('no-token');
    expect(metricsAccess(withToken, req('127.0.0.1', { authorization: TOKEN }))).toBe('no-token');
    expect(metricsAccess(withToken, req('127.0.0.1', { authorization: `Bearer ${TOKEN.slice(0, -1)}` }))).toBe('wrong-token');
    expect(metricsAccess(withToken, req('127.0.0.1', { authorization: `Bearer ${TOKEN}${TOKEN}` }))).toBe('wrong-token');
  });

  it('without a token, outside production: loopback clients no proxy relayed', () => {
    for (const ip of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) expect(metricsAccess(dev, req(ip))).toBe('allowed');
    for (const ip of ['10.0.0.2', '203.0.113.9', '::ffff:10.0.0.2', 'fe80::1', undefined]) expect(metricsAccess(dev, req(ip))).toBe('not-local');
    for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip']) {
      expect(metricsAccess(dev, req('127.0.0.1', { [header]: '203.0.113.9' }))).toBe('not-local');
    }
  });

  it('without a token, in production: off, wherever the request comes from', () => {
    expect(metricsAccess(prod, req('127.0.0.1'))).toBe('off');
  });
});
