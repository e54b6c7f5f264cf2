// `npm run verify:backend -- --base-url URL ...`: checks a backend against openapi.yaml by walking the
// product's calls (see README.md, "Connecting your backend"). Exit code 0 when every answer conforms,
// 1 on any difference, 2 on a usage error.
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { loadContract } from './contract.ts';
import { line, report, summaryLine } from './report.ts';
import { walk } from './walk.ts';

const USAGE = `Usage: npm run verify:backend -- --base-url URL (--id-token T | --access-token T --user-id U) [options]

Signs in:
  --id-token T          an identity-provider (Firebase) ID token, exchanged with POST /login
  --access-token T      or a backend access token, used as it is, with
  --user-id U           the backend user id it belongs to
  --uid U               the identity uid (read from --id-token when given; notifications and the search count need it)
Options:
  --write               also create a scratch list, add one company to it and mark a notification read
  --cookie C            the session cookie for GET /refresh ("session=..."); POST /login's is used otherwise
  --origin URL          the app's origin: checks CORS (credentials, exposed headers) on every answer
  --uf UF               the state to search (default SP)
  --report FILE         where to write the JSON report (default verify-backend-report.json)
  --timeout MS          per call (default 30000)`;

async function main(): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        'base-url': { type: 'string' },
        'id-token': { type: 'string' },
        'access-token': { type: 'string' },
        'user-id': { type: 'string' },
        uid: { type: 'string' },
        write: { type: 'boolean', default: false },
        cookie: { type: 'string' },
        origin: { type: 'string' },
        uf: { type: 'string' },
        report: { type: 'string', default: 'verify-backend-report.json' },
        timeout: { type: 'string', default: '30000' },
        help: { type: 'boolean', default: false },
      },
    }));
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const baseUrl = values['base-url'];
  const signIn = values['id-token']
    ? 'id'
    : values['access-token'] && values['user-id']
      ? 'access'
      : null;
  const timeoutMs = Number(values.timeout);
  if (!baseUrl || !URL.canParse(baseUrl) || !signIn || !(timeoutMs > 0)) {
    console.error(
      `${!baseUrl || !URL.canParse(baseUrl) ? '--base-url needs a URL' : !signIn ? 'Sign in with --id-token, or --access-token and --user-id' : '--timeout needs a number of ms'}\n\n${USAGE}`,
    );
    return 2;
  }

  const contract = loadContract();
  const startedAt = new Date();
  console.log(`Verifying ${baseUrl} against openapi.yaml${values.write ? ' (with writes)' : ''}\n`);
  const calls = await walk({
    baseUrl,
    contract,
    timeoutMs,
    write: values.write,
    idToken: values['id-token'],
    accessToken: values['access-token'],
    userId: values['user-id'],
    uid: values.uid,
    cookie: values.cookie,
    origin: values.origin,
    uf: values.uf?.toUpperCase(),
    onRecord: (record) => console.log(line(record)),
  });
  const result = report(baseUrl, startedAt, calls);
  writeFileSync(values.report, `${JSON.stringify(result, null, 2)}\n`);
  console.log(`\n${summaryLine(result)}\nReport: ${values.report}`);
  return result.conforms ? 0 : 1;
}

process.exitCode = await main();
