// `npm run mock`: starts the mock backend QA tests against. Reads the repository's .env files when present.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createApp } from './app.ts';
import { readConfig } from './config.ts';
import { prepareConsole } from './qa/console-build.ts';

for (const name of ['.env.local', '.env']) {
  const file = fileURLToPath(new URL(`../../../../${name}`, import.meta.url));
  // Variables already set in the environment win (loadEnvFile does not override them).
  if (existsSync(file)) process.loadEnvFile(file);
}

const config = readConfig();
const app = createApp(config);
app.listen(config.port, config.host, () => {
  console.info(
    `Mock server em http://${config.host}:${config.port} (seed ${config.seed}, auth estrita, emulador ${config.emulatorMode ? 'sim' : 'não'})`,
  );
  console.info(`Controle de QA: http://${config.host}:${config.port}/__mock`);
  // Built (when missing or stale) while the API already answers; /__mock waits for it.
  prepareConsole().catch((error: unknown) =>
    console.error('Falha ao gerar o console de QA:', error),
  );
  if (!config.tokenSecret)
    console.info(
      'Tokens assinados com um segredo aleatório: reiniciar o mock desconecta todos (defina MOCK_TOKEN_SECRET para evitar).',
    );
});
