import path from 'node:path';
import type { NextConfig } from 'next';

// The Content-Security-Policy is per request (proxy.ts, with a nonce); these are the same for every response.
const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
];

const config: NextConfig = {
  turbopack: { root: path.join(import.meta.dirname, '../..') },
  transpilePackages: ['@tcg/domain'],
  poweredByHeader: false,
  headers: async () => [{ source: '/:path*', headers: securityHeaders }],
};

export default config;
