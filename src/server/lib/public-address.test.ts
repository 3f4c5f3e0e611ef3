import { describe, expect, it } from 'vitest';
import { isPublicAddress } from './public-address';

describe('isPublicAddress', () => {
  it('refuses loopback, private and special addresses in every written form', () => {
    const refused = [
      '127.0.0.1', '127.1', '127.0.0.2', '0x7f.0.0.1', '0177.0.0.1', '2130706433', '0.0.0.0', '0',
      '10.0.0.1', '172.16.5.4', '192.168.1.1', '169.254.169.254', '100.64.0.1', '224.0.0.1', '255.255.255.255', '198.18.0.1', '240.0.0.1',
      '::1', '::', '[::1]', '0:0:0:0:0:0:0:1',
      '::ffff:127.0.0.1', '[::ffff:127.0.0.1]', '::ffff:7f00:1', '0:0:0:0:0:ffff:7f00:1', '::ffff:10.0.0.1', '::ffff:169.254.169.254',
      '::127.0.0.1', '::7f00:1', '64:ff9b::127.0.0.1', '64:ff9b::7f00:1', '2002:7f00:1::', '2001:0:4136:e378:8000:63bf:3fff:fdd2',
      'fe80::1', 'fe80::1%eth0', 'fc00::1', 'fd12:3456::1', 'fec0::1', 'ff02::1', '2001:db8::1', '::ffff:0:7f00:1',
      'localhost', 'example.com', '', 'not an address',
    ];
    for (const address of refused) expect(isPublicAddress(address), address).toBe(false);
  });

  it('accepts public IPv4 and global IPv6 addresses, mapped ones included', () => {
    for (const address of ['93.184.216.34', '8.8.8.8', '::ffff:8.8.8.8', '2606:2800:220:1:248:1893:25c8:1946', '[2001:4860:4860::8888]']) {
      expect(isPublicAddress(address), address).toBe(true);
    }
  });
});
