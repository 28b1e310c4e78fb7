import type { FastifyPluginAsync } from 'fastify';
import { auditRefusals, auditRoutes } from './audit';
import { buscaRoutes } from './busca/busca.routes';
import { comentariosRoutes } from './comentarios/comentarios.routes';
import { exportacoesRoutes } from './exportacoes/exportacoes.routes';
import { fieldRoutes } from './field/field.routes';
import { galeriaRoutes } from './galeria/galeria.routes';
import { filesRoutes } from './files/files.routes';
import { calendarioRoutes } from './calendario/calendario.routes';
import { materiaisModule } from './materiais/materiais.plugin';
import { contratosModule } from './contratos/contratos.plugin';
import { eticaModule } from './etica/etica.plugin';
import { juridicoModule } from './juridico/juridico.plugin';
import { posvendasModule } from './posvendas/posvendas.plugin';
import { sgiModule } from './sgi/sgi.plugin';
import { fabricacaoModule } from './fabricacao/fabricacao.plugin';
import { produtosModule } from './produtos/produtos.plugin';
import { projetosModule } from './projetos/projetos.plugin';
import { bibliotecaModule } from './biblioteca/biblioteca.plugin';
import { healthRoutes } from './health/health.routes';
import { accountRoutes } from './identity/account.routes';
import { authRoutes } from './identity/auth.routes';
import { ssoRoutes } from './identity/sso.routes';
import { substitutionsRoutes } from './identity/substitutions.routes';
import { devMailboxRoutes } from './mail/mailbox.routes';
import { notificacoesJobs } from './notificacoes/notificacoes.jobs';
import { notificacoesRoutes } from './notificacoes/notificacoes.routes';
import { clientesRoutes } from './obras/clientes.routes';
import { obrasRoutes } from './obras/obras.routes';
import { platformRoutes } from './platform/platform.routes';
import { idempotency } from './platform/idempotency/idempotency.plugin';
import { rdoJobs } from './rdo/delay-check.job';
import { planejamentoRoutes } from './rdo/planejamento.routes';
import { rdoRoutes } from './rdo/rdo.routes';
import { segurosModule } from './seguros/seguros.plugin';
import { usuariosRoutes } from './usuarios/usuarios.routes';
import { workflowFiles } from './workflow/move-files.plugin';

/**
 * Every API module, registered under /api. A new module adds one line here; its routes, schemas and
 * rules stay in its own folder.
 */
export const apiModules: FastifyPluginAsync[] = [
  // First: its hook (refused attempts into the audit log) covers the routes of every module registered after it.
  auditRefusals,
  // Early too: its hook (a notifications sweep after each change) covers the routes registered after it.
  notificacoesJobs,
  // Before every route too: its hooks make each module's creates safe to send again with an Idempotency-Key.
  idempotency,
  healthRoutes,
  platformRoutes,
  authRoutes,
  accountRoutes,
  ssoRoutes,
  substitutionsRoutes,
  obrasRoutes,
  clientesRoutes,
  usuariosRoutes,
  filesRoutes,
  rdoRoutes,
  workflowFiles,
  planejamentoRoutes,
  fieldRoutes,
  materiaisModule,
  segurosModule,
  contratosModule,
  eticaModule,
  juridicoModule,
  posvendasModule,
  sgiModule,
  fabricacaoModule,
  produtosModule,
  projetosModule,
  bibliotecaModule,
  rdoJobs,
  buscaRoutes,
  galeriaRoutes,
  comentariosRoutes,
  notificacoesRoutes,
  calendarioRoutes,
  exportacoesRoutes,
  auditRoutes,
  devMailboxRoutes,
];
