import { allowedOrigins, isAllowedOrigin, isPublicControlPath } from './origins';

describe('control API origins', () => {
  const allowed = allowedOrigins('https://Dash.Example.test:443/, junk, http://127.0.0.1:4177');

  it("allows the dashboard's default origins, configured ones (normalized) and requests without Origin", () => {
    for (const origin of [
      'http://localhost:5173',
      'http://127.0.0.1:4173',
      'https://dash.example.test',
      'http://127.0.0.1:4177',
      undefined,
    ]) {
      expect(isAllowedOrigin(origin, '127.0.0.1:4010', allowed), String(origin)).toBe(true);
    }
  });

  it("allows the simulator's own origin and refuses every other one", () => {
    expect(isAllowedOrigin('http://127.0.0.1:4010', '127.0.0.1:4010', allowed)).toBe(true);
    for (const origin of [
      'https://evil.example',
      'http://localhost:5174',
      'null',
      'http://127.0.0.1:4010.evil.example',
      'file://',
    ]) {
      expect(isAllowedOrigin(origin, '127.0.0.1:4010', allowed), origin).toBe(false);
    }
  });

  it('leaves only the logo and avatar images public', () => {
    expect(isPublicControlPath('GET', '/__simulator/logos/northwind.svg')).toBe(true);
    expect(isPublicControlPath('POST', '/__simulator/logos/northwind.svg')).toBe(false);
    expect(isPublicControlPath('GET', '/__simulator/credentials')).toBe(false);
  });
});
