import dns from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { isAddressLiteral } from './public-address';

/**
 * A GET to an address a user gave, connected only to addresses `allowAddress` accepts. The check sits
 * where the connection is made: an address written in the URL is checked before connecting, and a
 * name is resolved by the lookup hook of this one request, which hands the socket only the addresses
 * that pass, so the address checked is the address connected to (a DNS answer that changes between a
 * check and the connection, DNS rebinding, cannot slip through). The socket's remote address is
 * checked once more when the answer comes. Redirects are not followed here: the caller sends each hop
 * through this function again.
 */
export class AddressRefused extends Error {
  constructor(readonly address: string) {
    super(`address refused: ${address}`);
  }
}

export interface GuardedGetOptions {
  allowAddress: (address: string) => boolean;
  signal: AbortSignal;
  headers?: Record<string, string>;
}

/** A lookup that answers only the allowed addresses of a name (AddressRefused when none is). */
export function guardedLookup(allowAddress: (address: string) => boolean): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      const done = callback as (...args: unknown[]) => void;
      if (error) return done(error);
      const allowed = addresses.filter((a) => allowAddress(a.address));
      if (allowed.length === 0) return done(new AddressRefused(addresses.map((a) => a.address).join(', ') || hostname));
      if (options.all) return done(null, allowed);
      return done(null, allowed[0].address, allowed[0].family);
    });
  };
}

export function guardedGet(url: URL, { allowAddress, signal, headers = {} }: GuardedGetOptions): Promise<IncomingMessage> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isAddressLiteral(host) && !allowAddress(host)) return Promise.reject(new AddressRefused(host));
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      {
        method: 'GET',
        host,
        port: url.port || undefined,
        path: `${url.pathname}${url.search}`,
        headers,
        lookup: guardedLookup(allowAddress),
        agent: false,
        signal,
      },
      (response) => {
        const remote = response.socket.remoteAddress;
        if (remote && !allowAddress(remote)) {
          response.destroy();
          reject(new AddressRefused(remote));
          return;
        }
        resolve(response);
      },
    );
    request.on('error', reject);
    request.end();
  });
}
