import { cobreEm, todayInSaoPaulo, type TCoberturaEm, type TSeguroAlerta, agora } from '@portal/domain';
import type { Db } from '../../db/database';
import type { ServiceContext } from '../../service-context';
import { getObra } from '../obras';
import { alertasDe, announceAlertas } from './seguros-alertas';
import { apolicesWhere } from './seguros-rules';
import { resumoOf } from './seguros-view';
import { findApolicesEmVigor, findApolicesParaAvisos, type ApoliceDetailRow } from './seguros.repository';

/** The warnings of one policy, among its obra's. */
export async function alertasDaApolice(
  db: Db,
  row: ApoliceDetailRow,
  hoje: string,
): Promise<TSeguroAlerta[]> {
  const daObra = await findApolicesParaAvisos(db, hoje, { obraIds: [row.apolice.obraId] });
  const esta = daObra.find((u) => u.apolice.id === row.apolice.id);
  return esta ? alertasDe(esta, hoje) : [];
}

/** "Was the obra covered then?": the policies the user may read that covered the instant `em` (midnight rule). */
export async function coberturaEm(ctx: ServiceContext, obraId: string, em: string): Promise<TCoberturaEm> {
  const obra = await getObra(ctx, obraId);
  const instante = new Date(em);
  const rows = await findApolicesEmVigor(
    ctx.db,
    obra.id,
    todayInSaoPaulo(instante),
    apolicesWhere(ctx.auth.ability),
  );
  const instanteAtual = agora();
  return {
    em: instante.toISOString(),
    apolices: rows
      .filter((r) => cobreEm({ inicio: r.apolice.inicioVigencia, fim: r.apolice.fimVigencia }, instante))
      .map((r) => resumoOf(r, instanteAtual)),
  };
}

/** The obra's insurance warnings the user may read (the obra dashboard's card). */
export async function alertasDaObra(ctx: ServiceContext, obraId: string): Promise<TSeguroAlerta[]> {
  const obra = await getObra(ctx, obraId);
  const hoje = todayInSaoPaulo();
  const rows = await findApolicesParaAvisos(ctx.db, hoje, {
    obraIds: [obra.id],
    permission: apolicesWhere(ctx.auth.ability),
  });
  return rows.flatMap((r) => alertasDe(r, hoje));
}

/** The daily check: every obra's warnings, each announced once (see announceAlertas). */
export async function checkAllSeguros(db: Db, instante = agora()): Promise<void> {
  await db.transaction(async (tx) => {
    const hoje = todayInSaoPaulo(instante);
    await announceAlertas(tx, await findApolicesParaAvisos(tx, hoje), hoje);
  });
}
