// Next.js configuration. better-sqlite3 is a native module: keep it out of the bundle.
/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  serverExternalPackages: ['better-sqlite3', 'ioredis'],
};

export default nextConfig;
