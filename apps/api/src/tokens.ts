// Random tokens for session cookies and invitation links; the database keeps only their SHA-256.
import { createHash, randomBytes } from 'node:crypto';

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

/** A random, URL-safe token of 32 bytes (session cookies, invitation links). */
export const newToken = () => randomBytes(32).toString('base64url');

export const isToken = (value: string | undefined): value is string => value !== undefined && TOKEN.test(value);
