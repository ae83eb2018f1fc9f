import { describe, expect, it } from 'vitest';
import { ConfigError, parseEnv } from './env.ts';

describe('configuration', () => {
  it('has a working default for every variable', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      HOST: '0.0.0.0',
      DATA_DIR: './.data',
      ADMIN_EMAILS: [],
      SEED_DEMO: true,
      TRUST_PROXY: false,
      JOB_SUPERVISE_SECONDS: 10,
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.JOB_RETRY_DELAY_SECONDS).toBeUndefined();
    expect(env.STRIPE_SECRET_KEY).toBeUndefined();
  });

  it('reads lists and flags, treating empty values as unset', () => {
    const env = parseEnv({
      ADMIN_EMAILS: ' Curator@Example.com, ops@example.com ,',
      SEED_DEMO: 'false',
      TRUST_PROXY: '10.0.0.0/8, 127.0.0.1',
      SMTP_URL: '',
      PORT: '8080',
    });
    expect(env.ADMIN_EMAILS).toEqual(['curator@example.com', 'ops@example.com']);
    expect(env.SEED_DEMO).toBe(false);
    expect(env.TRUST_PROXY).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.PORT).toBe(8080);
  });

  it('names every bad variable in one readable error', () => {
    const attempt = () =>
      parseEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SESSION_SECRET: 'short', SEED_DEMO: 'maybe' });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toMatch(/^Invalid configuration:/);
      expect(message).toMatch(/PORT: /);
      expect(message).toMatch(/DATABASE_URL: must be a postgres/);
      expect(message).toMatch(/SESSION_SECRET: must be at least 32 characters/);
      expect(message).toMatch(/SEED_DEMO: /);
    }
  });

  it('keeps the default sanctions unless a list replaces them or none clears them', () => {
    expect(parseEnv({})).toMatchObject({
      SANCTIONED_COUNTRIES: ['CU', 'IR', 'KP'],
      SANCTIONED_REGIONS: ['UA-43', 'UA-40', 'UA-14', 'UA-09'],
    });
    expect(parseEnv({ SANCTIONED_COUNTRIES: '', SANCTIONED_REGIONS: '' }).SANCTIONED_COUNTRIES).toEqual(['CU', 'IR', 'KP']);
    const custom = parseEnv({ SANCTIONED_COUNTRIES: ' cu, ir ,kp,ru,by', SANCTIONED_REGIONS: 'None' });
    expect(custom.SANCTIONED_COUNTRIES).toEqual(['CU', 'IR', 'KP', 'RU', 'BY']);
    expect(custom.SANCTIONED_REGIONS).toEqual([]);
  });

  it('names a sanctions entry that is not an ISO code', () => {
    expect(() => parseEnv({ SANCTIONED_COUNTRIES: 'CU,Cuba' })).toThrow(/SANCTIONED_COUNTRIES\.1: must be a comma-separated list of codes/);
    expect(() => parseEnv({ SANCTIONED_REGIONS: 'UA-43,Crimea' })).toThrow(/SANCTIONED_REGIONS\.1: must be a comma-separated list/);
  });

  it("takes PUBLIC_URL for links in e-mail, else this machine's address on PORT", () => {
    expect(parseEnv({}).PUBLIC_URL).toBe('http://localhost:3000');
    expect(parseEnv({ PORT: '8080' }).PUBLIC_URL).toBe('http://localhost:8080');
    expect(parseEnv({ PUBLIC_URL: 'https://shop.example.com/' }).PUBLIC_URL).toBe('https://shop.example.com');
    expect(() => parseEnv({ PUBLIC_URL: 'shop.example.com' })).toThrow(/PUBLIC_URL: must be a URL/);
  });

  it('names TRUST_PROXY when an entry is not an address or a range, and reads true, false and lists', () => {
    expect(() => parseEnv({ TRUST_PROXY: '127.0.0.1, 127.0.0.l' })).toThrow(
      /TRUST_PROXY\.1: 127\.0\.0\.l is not an IP address or CIDR range: give the proxy's address \(e\.g\. 127\.0\.0\.1\), a range, or true/,
    );
    expect(() => parseEnv({ TRUST_PROXY: 'nginx' })).toThrow(/TRUST_PROXY\.0: nginx is not an IP address/);
    expect(parseEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(parseEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: '::1, 10.0.0.0/8' }).TRUST_PROXY).toEqual(['::1', '10.0.0.0/8']);
  });

  it("takes DATABASE_OWNER_URL only beside a DATABASE_URL that names another role", () => {
    const app = 'postgresql://canvas_shop_app:app-pw@db.example:5432/canvas_shop';
    const owner = 'postgresql://canvas_shop:owner-pw@db.example:5432/canvas_shop';
    expect(parseEnv({ DATABASE_URL: app, DATABASE_OWNER_URL: owner })).toMatchObject({ DATABASE_URL: app, DATABASE_OWNER_URL: owner });
    expect(parseEnv({ DATABASE_URL: app, DATABASE_OWNER_URL: '' }).DATABASE_OWNER_URL).toBeUndefined();
    expect(() => parseEnv({ DATABASE_OWNER_URL: owner })).toThrow(/DATABASE_OWNER_URL: needs DATABASE_URL, the role the shop connects as/);
    expect(() => parseEnv({ DATABASE_URL: owner.replace('owner-pw', 'other-pw'), DATABASE_OWNER_URL: owner })).toThrow(
      /DATABASE_URL: must name a role other than DATABASE_OWNER_URL's \(canvas_shop\): the shop must not connect as the tables' owner/,
    );
    expect(() => parseEnv({ DATABASE_URL: 'postgresql://db.example/canvas_shop', DATABASE_OWNER_URL: owner })).toThrow(/DATABASE_URL: must name the shop's role/);
    expect(() => parseEnv({ DATABASE_URL: app, DATABASE_OWNER_URL: 'mysql://canvas_shop@db.example' })).toThrow(/DATABASE_OWNER_URL: must be a postgres/);
  });

  it('names METRICS_TOKEN and SHUTDOWN_DRAIN_SECONDS when they are wrong', () => {
    expect(() => parseEnv({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: must be at least 24 characters/);
    expect(() => parseEnv({ SHUTDOWN_DRAIN_SECONDS: '120' })).toThrow(/SHUTDOWN_DRAIN_SECONDS: /);
    expect(parseEnv({}).SHUTDOWN_DRAIN_SECONDS).toBe(5);
  });
});
