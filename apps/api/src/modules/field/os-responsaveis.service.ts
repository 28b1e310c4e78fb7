import type { TOsTipo } from '@portal/domain';
import type { ServiceContext } from '../../service-context';
import { obraForTeam } from './field-rules';
import { findPossibleResponsaveis } from './os-responsaveis.repository';

/** Whom the order form offers as responsible: for those who may open or edit the obra's orders of the team. */
export async function listResponsaveis(ctx: ServiceContext, obraId: string, tipo: TOsTipo) {
  const obra = await obraForTeam(
    ctx,
    obraId,
    tipo,
    ['create', 'update'],
    'Você não pode abrir ordens de serviço nesta obra.',
  );
  return { items: await findPossibleResponsaveis(ctx.db, obra.id, tipo) };
}
