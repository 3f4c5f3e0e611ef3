import { describe, expect, it } from 'vitest';
import { deviceLabel } from './device-label';

describe('the browser named in the new-device e-mail', () => {
  it('names the common browsers with their system', () => {
    expect(deviceLabel('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36')).toBe('Chrome（Windows）');
    expect(deviceLabel('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0')).toBe('Microsoft Edge（Windows）');
    expect(deviceLabel('Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1')).toBe('Safari（iPhone）');
    expect(deviceLabel('Mozilla/5.0 (Macintosh; Intel Mac OS X 14.7; rv:133.0) Gecko/20100101 Firefox/133.0')).toBe('Firefox（Mac）');
    expect(deviceLabel('Mozilla/5.0 (Linux; Android 14; SM-S921B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36')).toBe('Samsung Internet（Android）');
  });

  it('says 不明なブラウザ rather than showing a header it does not know', () => {
    expect(deviceLabel(null)).toBe('不明なブラウザ');
    expect(deviceLabel('curl/8.5.0')).toBe('不明なブラウザ');
    expect(deviceLabel('lightweight-fetch (X11; Linux x86_64)')).toBe('不明なブラウザ（Linux）');
  });

  it('names the device in English for an English e-mail', () => {
    expect(deviceLabel('Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1', 'en')).toBe('Safari (iPhone)');
    expect(deviceLabel(null, 'en')).toBe('Unknown browser');
    expect(deviceLabel('lightweight-fetch (X11; Linux x86_64)', 'en')).toBe('Unknown browser (Linux)');
  });
});
