import type { TProjetoEscopo, TProjetosConfig } from '@portal/domain';
import { Forbidden } from '../../errors/domain-errors';
import { canOn } from '../../permissions/check-record';
import type { ServiceContext } from '../../service-context';
import { recordAudit } from '../audit';
import { getObra } from '../obras';
import { configDaObra, saveConfigDaObra } from './projetos-config.repository';
import { subjectOf } from './projetos-rules';

const MAY_NOT_READ = 'Você não pode ver os documentos de engenharia desta obra.';
const MAY_NOT_CONFIGURE = 'Só o administrador de projetos altera as configurações de documentos desta obra.';

/** An obra the user may read (404 otherwise) and the scope of its documents: a fabrication's are factory projects. */
async function obraComEscopo(ctx: ServiceContext, obraId: string) {
  const obra = await getObra(ctx, obraId);
  const escopo: TProjetoEscopo = obra.tipo === 'fabricacao' ? 'fabrica' : 'cre';
  return { obra, escopo, subject: subjectOf(escopo), fields: { obra: obra.id } };
}

/** The obra's settings, for whoever reads its documents. */
export async function getProjetosConfig(ctx: ServiceContext, obraId: string): Promise<TProjetosConfig> {
  const { obra, subject, fields } = await obraComEscopo(ctx, obraId);
  if (!canOn(ctx.auth.ability, 'read', subject, fields)) throw new Forbidden(MAY_NOT_READ);
  return configDaObra(ctx.db, obra.id);
}

/**
 * Changes the obra's settings: `admin_projetos` for a site's documents, `manage` (admin_projetos_fabrica) for a
 * fabrication's. A new scheme names the revisions made from now on; the labels already given stay. Audited.
 */
export async function saveProjetosConfig(
  ctx: ServiceContext,
  obraId: string,
  input: TProjetosConfig,
): Promise<TProjetosConfig> {
  const { obra, escopo, subject, fields } = await obraComEscopo(ctx, obraId);
  const action = escopo === 'cre' ? 'admin_projetos' : 'manage';
  if (!canOn(ctx.auth.ability, action, subject, fields)) throw new Forbidden(MAY_NOT_CONFIGURE);
  return ctx.db.transaction(async (tx) => {
    const before = await configDaObra(tx, obra.id);
    await saveConfigDaObra(tx, obra.id, input);
    const after = await configDaObra(tx, obra.id);
    await recordAudit(tx, ctx.auth.actor, {
      entity: 'projetos_config',
      entityId: obra.id,
      action: 'update',
      before,
      after,
    });
    return after;
  });
}
