import { ImprintResponseSchema } from '@azubi/shared/site/imprint';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../../config';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('GET /api/site/imprint', () => {
  it('serves the configured legal details', async () => {
    t = await createTestApp({
      env: {
        IMPRINT_COMPANY: 'Lernwerk Vermittlung UG (haftungsbeschränkt)',
        IMPRINT_ADDRESS: 'Hafenstraße 12; 20457 Hamburg;Deutschland',
        IMPRINT_REPRESENTATIVE: 'Jana Beispiel',
        IMPRINT_EMAIL: 'impressum@lernwerk.example',
        IMPRINT_VAT_ID: 'DE987654321',
        IMPRINT_SMALL_BUSINESS: 'false',
      },
    });
    const res = await t.app.inject({ method: 'GET', url: '/api/site/imprint' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.json()).toEqual({
      company: 'Lernwerk Vermittlung UG (haftungsbeschränkt)',
      addressLines: ['Hafenstraße 12', '20457 Hamburg', 'Deutschland'],
      representative: 'Jana Beispiel',
      email: 'impressum@lernwerk.example',
      vatId: 'DE987654321',
      smallBusiness: false,
    });
  });

  it('has demo defaults, and a provider without a VAT id gets null', async () => {
    t = await createTestApp({ env: { IMPRINT_VAT_ID: '' } });
    const res = await t.app.inject({ method: 'GET', url: '/api/site/imprint' });
    expect(res.statusCode).toBe(200);
    const body = ImprintResponseSchema.parse(res.json());
    expect(body.company).toBe('Azubi Connect Demo GmbH');
    expect(body.addressLines).toEqual(['Musterstraße 1', '10115 Berlin', 'Deutschland']);
    expect(body.representative).toBe('Max Mustermann');
    expect(body.email).toBe('contact@azubi-connect.example');
    expect(body.vatId).toBeNull();
    expect(body.smallBusiness).toBe(true);
  });

  it('is described in the OpenAPI document', async () => {
    t = await createTestApp();
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.json().paths).toHaveProperty('/api/site/imprint');
  });
});

describe('imprint configuration', () => {
  it('refuses an invalid e-mail address or flag, naming the variable', () => {
    expect(() => parseConfig({ IMPRINT_EMAIL: 'not-an-address' })).toThrow(ConfigError);
    expect(() => parseConfig({ IMPRINT_SMALL_BUSINESS: 'perhaps' })).toThrow(/IMPRINT_SMALL_BUSINESS/);
    expect(() => parseConfig({ IMPRINT_ADDRESS: ' ; ' })).toThrow(/IMPRINT_ADDRESS/);
  });

  it('accepts the address on several lines', () => {
    expect(parseConfig({ IMPRINT_ADDRESS: 'Weg 2\n04109 Leipzig' }).imprint.addressLines).toEqual([
      'Weg 2',
      '04109 Leipzig',
    ]);
  });
});
