import path from 'node:path';
import type { NextConfig } from 'next';

const config: NextConfig = {
  turbopack: { root: path.join(import.meta.dirname, '../..') },
  transpilePackages: ['@tcg/domain'],
  poweredByHeader: false,
};

export default config;
