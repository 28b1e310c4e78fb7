import { seedDemoDataOnce } from '../seed/seed-demo';
import { closeCli, failCli, openForCli } from './cli-runtime';

/** npm run db:seed — loads the demo company into the configured database, once. */
try {
  const runtime = await openForCli('npm run db:seed');
  const loaded = await seedDemoDataOnce(runtime.database);
  await closeCli(runtime);
  process.stdout.write(
    loaded
      ? 'Dados de demonstração carregados.\n'
      : 'Os dados de demonstração já estavam carregados; nada foi alterado.\n',
  );
} catch (error) {
  failCli(error);
}
