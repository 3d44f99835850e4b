import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, createTestApp, type TestApp } from '../../test/test-app.ts';

/** The CSP's directives by name, so a test can read one without matching the whole header. */
function directives(header: string | string[] | number | undefined): Map<string, string[]> {
  return new Map(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name, values]),
  );
}

describe('security headers on plain HTTP (the default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('sends a strict Content-Security-Policy: no inline or foreign script, no framing, no plugins', async () => {
    const res = await new ApiClient(t.app).raw('GET', '/user/current');
    const csp = directives(res.headers['content-security-policy']);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('script-src-attr')).toEqual(["'none'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    // Over plain HTTP an upgrade would send every asset to an https port that does not exist.
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
  });

  it('sends the other headers helmet stands for, and no HSTS over plain HTTP', async () => {
    const res = await new ApiClient(t.app).raw('GET', '/user/current');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBe('same-origin');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('keeps API answers out of every cache and switches off the browser features the app never uses', async () => {
    const client = new ApiClient(t.app);
    const answers = [
      await client.raw('GET', '/user/current'),
      await client.raw('POST', '/user/login', {}),
      await t.app.inject({ method: 'GET', url: '/api/no-such-call' }),
    ];
    for (const res of answers) {
      expect(res.headers['cache-control']).toBe('no-store');
      const policy = String(res.headers['permissions-policy']);
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb'])
        expect(policy).toContain(`${feature}=()`);
    }
  });

  it('puts the same headers on refusals and on unknown paths', async () => {
    const refused = await new ApiClient(t.app).raw('POST', '/user/login', {});
    expect(refused.json().resultCode).toBe('10000001');
    expect(refused.headers['content-security-policy']).toContain("script-src 'self'");
    const missing = await t.app.inject({ method: 'GET', url: '/api/no-such-call' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('sets the session cookie without Secure over plain HTTP', async () => {
    const res = await new ApiClient(t.app).raw('POST', '/user/login', {
      userName: 'admin',
      password: 'admin123',
    });
    expect(res.cookies.find((c) => c.name === 'tg_sid')?.secure).toBeFalsy();
  });
});

describe('security headers behind HTTPS (COOKIE_SECURE=true)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ cookieSecure: true });
  });
  afterAll(() => t.close());

  it('adds HSTS and upgrade-insecure-requests, and marks the session cookie Secure', async () => {
    const res = await new ApiClient(t.app).raw('POST', '/user/login', {
      userName: 'admin',
      password: 'admin123',
    });
    expect(res.json().resultCode).toBe('0');
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(directives(res.headers['content-security-policy']).has('upgrade-insecure-requests')).toBe(true);
    const cookie = res.cookies.find((c) => c.name === 'tg_sid');
    expect(cookie?.secure).toBe(true);
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
  });
});
