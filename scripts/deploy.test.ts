// `npm run deploy` refuses what would fail visitors, before it builds or calls Firebase. The
// deployment itself needs the network: docs/hosting.md says how to check one.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loopbackOrigins } from './deploy.ts';

const script = path.join(import.meta.dirname, 'deploy.ts');

function deploy(project: string | undefined) {
  const env = { ...process.env };
  delete env.FIREBASE_PROJECT;
  if (project !== undefined) env.FIREBASE_PROJECT = project;
  return spawnSync(process.execPath, ['--import', 'tsx', script], { env, encoding: 'utf8' });
}

function withPolicy(policy: string) {
  return {
    hosting: {
      headers: [
        { source: '**', headers: [{ key: 'Content-Security-Policy', value: policy }] },
        { source: '/assets/**', headers: [{ key: 'Cache-Control', value: 'no-cache' }] },
      ],
    },
  };
}

describe('npm run deploy', () => {
  it('says which variable is missing when no project is named', () => {
    const result = deploy(undefined);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('FIREBASE_PROJECT is not set');
    expect(deploy('  ').stderr).toContain('FIREBASE_PROJECT is not set');
  });

  it('refuses a demo project, which exists only in the emulators', () => {
    const result = deploy('demo-cnpj');
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('demo-cnpj is a demo project');
  });

  it('finds the local services a build made with the defaults would call', () => {
    const local = withPolicy(
      "default-src 'self'; connect-src 'self' http://127.0.0.1:8787 https://identitytoolkit.googleapis.com http://127.0.0.1:9099 http://localhost:3000",
    );
    expect(loopbackOrigins(local)).toEqual([
      'http://127.0.0.1:8787',
      'http://127.0.0.1:9099',
      'http://localhost:3000',
    ]);
  });

  it('finds none in a build for a real backend and Firebase project', () => {
    const production = withPolicy(
      "default-src 'self'; connect-src 'self' https://api.example.com https://identitytoolkit.googleapis.com",
    );
    expect(loopbackOrigins(production)).toEqual([]);
  });
});
