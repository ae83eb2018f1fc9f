import { describe, expect, it } from 'vitest';
import { countryOfAddress, fromCdnHeaders, locateRequest, parseAddress } from './geo.ts';

// Countries as DB-IP's database (June 2026 build) places these well-known public addresses.
describe('country of a client address', () => {
  it('looks public IPv4 and IPv6 addresses up in the offline database', async () => {
    expect(await countryOfAddress('8.8.8.8')).toBe('US');
    expect(await countryOfAddress('81.2.69.160')).toBe('GB');
    expect(await countryOfAddress('152.206.0.1')).toBe('CU');
    expect(await countryOfAddress('2a00:1450:4001:81b::200e')).toBe('DE');
    expect(await countryOfAddress('2001:67c:2e8:22::c100:68b')).toBe('NL');
  });

  it('unwraps IPv4-mapped IPv6 addresses, as Node reports IPv4 clients on a dual-stack socket', async () => {
    expect(await countryOfAddress('::ffff:8.8.8.8')).toBe('US');
    expect(await countryOfAddress('::FFFF:81.2.69.160')).toBe('GB');
  });

  it('counts loopback, private, link-local and unique-local addresses as US', async () => {
    for (const ip of ['127.0.0.1', '10.1.2.3', '172.16.0.1', '172.31.255.254', '192.168.1.10', '169.254.3.4', '::1', '::ffff:127.0.0.1', 'fe80::1', 'fe80::1%eth0', 'fd12:3456::1']) {
      expect(await countryOfAddress(ip), ip).toBe('US');
    }
  });

  it('answers null for what it cannot place', async () => {
    expect(await countryOfAddress('2001:db8::1')).toBeNull();
    expect(await countryOfAddress('not-an-address')).toBeNull();
    expect(await countryOfAddress('')).toBeNull();
  });
});

describe('CDN headers', () => {
  const names = { GEO_COUNTRY_HEADER: 'cf-ipcountry', GEO_REGION_HEADER: 'cf-region-code' };

  it('read the configured country and region, completing a bare region code with the country', () => {
    expect(fromCdnHeaders({ 'cf-ipcountry': 'ua', 'cf-region-code': '43' }, names)).toEqual({ country: 'UA', region: 'UA-43' });
    expect(fromCdnHeaders({ 'cf-ipcountry': 'UA', 'cf-region-code': 'ua-09' }, names)).toEqual({ country: 'UA', region: 'UA-09' });
    expect(fromCdnHeaders({ 'cf-ipcountry': ['DE', 'FR'] }, names)).toEqual({ country: 'DE', region: null });
  });

  it("ignore Cloudflare's unknown and Tor placeholders and anything that is not a code", () => {
    expect(fromCdnHeaders({ 'cf-ipcountry': 'XX', 'cf-region-code': '43' }, names)).toEqual({ country: null, region: null });
    expect(fromCdnHeaders({ 'cf-ipcountry': 'T1' }, names).country).toBeNull();
    expect(fromCdnHeaders({ 'cf-ipcountry': 'USA', 'cf-region-code': 'somewhere far' }, names)).toEqual({ country: null, region: null });
  });

  it('are not read unless configured', () => {
    expect(fromCdnHeaders({ 'cf-ipcountry': 'CU' }, {})).toEqual({ country: null, region: null });
  });

  it('win over the address; the address fills in when they say nothing', async () => {
    expect(await locateRequest('8.8.8.8', { country: 'FR', region: null })).toEqual({ country: 'FR', region: null });
    expect(await locateRequest('81.2.69.160', { country: null, region: null })).toEqual({ country: 'GB', region: null });
    expect(await locateRequest('81.2.69.160', undefined)).toEqual({ country: 'GB', region: null });
  });
});

describe('address parsing', () => {
  it('gives the family and strips mapping and zone ids', () => {
    expect(parseAddress('::ffff:10.0.0.1')).toEqual({ address: '10.0.0.1', family: 'ipv4' });
    expect(parseAddress('fe80::1%lo0')).toEqual({ address: 'fe80::1', family: 'ipv6' });
    expect(parseAddress('10.0.0.256')).toBeNull();
  });
});
