// The mock server's settings, from MOCK_* environment variables (the repository's .env.example lists them).
import { parsePaidPlans } from '@cnpj/domain';

/** Settings of the Express host. */
export interface ServerConfig {
  port: number;
  host: string;
  seed: number;
  allowedOrigins: string[];
  firebaseProjectId: string;
  emulatorMode: boolean;
  tokenTtlSeconds: number;
  /** MOCK_TOKEN_SECRET; null when unset, so tokens are signed with a random secret per process. */
  tokenSecret: string | null;
  fullLookups: boolean;
  slowMs: number;
  /** The paid plan codes (MOCK_PAID_PLANS, else VITE_PAID_PLANS, so one .env serves app and mock); null: the contract's. */
  paidPlans: string[] | null;
}

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 0): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min)
    throw new Error(`${name} deve ser um inteiro >= ${min} (recebido "${raw}")`);
  return value;
}

function flag(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(raw);
}

/** HS256 wants a key of at least 256 bits (RFC 7518 §3.2); a short secret could be guessed. */
const MIN_SECRET_LENGTH = 32;

function secret(env: NodeJS.ProcessEnv, name: string): string | null {
  const raw = env[name];
  if (raw === undefined || raw === '') return null;
  if (raw.length < MIN_SECRET_LENGTH)
    throw new Error(
      `${name} deve ter ao menos ${MIN_SECRET_LENGTH} caracteres (recebidos ${raw.length})`,
    );
  return raw;
}

/** Reads the configuration; throws with a clear message on a bad value. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: integer(env, 'MOCK_PORT', 8787),
    host: env.MOCK_HOST || '127.0.0.1',
    seed: integer(env, 'MOCK_SEED', 42),
    allowedOrigins: (
      env.MOCK_ALLOWED_ORIGINS ??
      'http://127.0.0.1:5173,http://localhost:5173,http://127.0.0.1:4173,http://localhost:4173'
    )
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    firebaseProjectId: env.MOCK_FIREBASE_PROJECT_ID || 'demo-cnpj',
    emulatorMode: flag(env, 'MOCK_EMULATOR_MODE', true),
    tokenTtlSeconds: integer(env, 'MOCK_TOKEN_TTL_SECONDS', 900, 1),
    tokenSecret: secret(env, 'MOCK_TOKEN_SECRET'),
    fullLookups: flag(env, 'MOCK_FULL_LOOKUPS', false),
    slowMs: integer(env, 'MOCK_SLOW_MS', 1500),
    paidPlans: parsePaidPlans(env.MOCK_PAID_PLANS || env.VITE_PAID_PLANS),
  };
}
