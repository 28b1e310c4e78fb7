import {
  SEGURO_DIAS_AVISO,
  SEGURO_RAMO_LABEL,
  diasEntre,
  formatDate,
  type TSeguroAlerta,
  type TSeguroLimiar,
} from '@portal/domain';
import type { Db } from '../../db/database';
import { findActiveUsersWithRole } from '../identity';
import { emitEvent } from '../notificacoes';
import { registrarAvisos, type ApoliceAvisoRow } from './seguros.repository';
import { ENTIDADE_APOLICE } from './seguros-access';

/** The people who renew policies hear of every warning; the obra's site manager of their obra's. */
const EQUIPE_SEGUROS = ['seguros', 'admin_seguros'];

/**
 * The warnings of a policy at `hoje` in São Paulo (see `findApolicesParaAvisos` for `renovada` and `ultimaDoRamo`):
 * - `vence_30_dias`: its last day of cover is within 30 days, unless another policy continues it;
 * - for engineering risk on an obra not yet delivered, when the obra's cover of that kind ends with this policy:
 *   `vencida` once it has ended (the obra is uncovered), else `antes_fim_obra` if it ends before the planned end.
 * A delivered obra (concluída) no longer needs engineering-risk cover.
 */
export function alertasDe(row: ApoliceAvisoRow, hoje: string): TSeguroAlerta[] {
  const { apolice, obra } = row;
  if (row.renovada) return [];
  const dias = diasEntre(hoje, apolice.fimVigencia);
  const engenharia = apolice.ramo === 'risco_engenharia';
  if (engenharia && obra.status === 'concluida') return [];
  const limiares: TSeguroLimiar[] = [];
  if (engenharia && row.ultimaDoRamo) {
    if (dias < 0) limiares.push('vencida');
    else if (obra.fimPrevisto && apolice.fimVigencia < obra.fimPrevisto) limiares.push('antes_fim_obra');
  }
  if (dias >= 0 && dias <= SEGURO_DIAS_AVISO) limiares.push('vence_30_dias');
  return limiares.map((limiar) => ({
    apoliceId: apolice.id,
    obraId: obra.id,
    ramo: apolice.ramo,
    numero: apolice.numero,
    seguradora: apolice.seguradora,
    fimVigencia: apolice.fimVigencia,
    limiar,
    fimPrevistoObra: obra.fimPrevisto,
    diasParaVencer: dias,
  }));
}

function vence(dias: number): string {
  if (dias === 0) return 'vence hoje';
  return dias === 1 ? 'vence amanhã' : `vence em ${dias} dias`;
}

const PARTE: Record<TSeguroLimiar, (dias: number) => string> = {
  antes_fim_obra: () => 'termina antes da obra',
  vence_30_dias: vence,
  vencida: () => 'terminou e a obra está sem cobertura',
};

/**
 * One notice for the thresholds a policy has just crossed: "OB-1 · Obra: seguro de Risco de Engenharia termina antes
 * da obra e vence em 20 dias", with what the policy covers and until when.
 */
function avisoDe(alertas: TSeguroAlerta[], row: ApoliceAvisoRow): { titulo: string; texto: string } {
  const [primeiro] = alertas;
  const { apolice, obra } = row;
  const partes = alertas.map((a) => PARTE[a.limiar](a.diasParaVencer));
  const antes = alertas.some((a) => a.limiar !== 'vence_30_dias');
  return {
    titulo: `${obra.codigo} · ${obra.nome}: seguro de ${SEGURO_RAMO_LABEL[primeiro!.ramo]} ${partes.join(' e ')}`,
    texto:
      `A apólice ${apolice.numero} (${apolice.seguradora}) ${alertas.some((a) => a.limiar === 'vencida') ? 'cobriu' : 'cobre'} até ${formatDate(apolice.fimVigencia)}, inclusive` +
      (antes && obra.fimPrevisto ? `; o término previsto da obra é ${formatDate(obra.fimPrevisto)}.` : '.'),
  };
}

async function equipeDeSeguros(tx: Db): Promise<string[]> {
  const ids = new Set<string>();
  for (const role of EQUIPE_SEGUROS) for (const u of await findActiveUsersWithRole(tx, role)) ids.add(u.id);
  return [...ids];
}

/**
 * Announces the new warnings of these policies (bell and e-mail, per each person's choice) to the insurance staff
 * and the obra's site manager, in the caller's transaction. Each warning once per policy, threshold and end date
 * (`seguros_avisos`): run daily and after every change, a warning is new only when the policy crosses a threshold or
 * an endorsement moves its end. The thresholds a policy crosses at once make one notice: the notifications module
 * delivers one notification per person for one change of a record.
 */
export async function announceAlertas(tx: Db, rows: ApoliceAvisoRow[], hoje: string): Promise<void> {
  let equipe: string[] | undefined;
  for (const row of rows) {
    const novos = await registrarAvisos(tx, alertasDe(row, hoje));
    if (novos.length === 0) continue;
    equipe ??= await equipeDeSeguros(tx);
    const destinatarios = new Set(equipe);
    if (row.obra.siteManagerId) destinatarios.add(row.obra.siteManagerId);
    await emitEvent(tx, {
      chave: `seguro:${row.apolice.id}:${row.apolice.fimVigencia}:${novos.map((a) => a.limiar).join('+')}`,
      tipo: 'vencimento',
      entidade: ENTIDADE_APOLICE,
      entidadeId: row.apolice.id,
      atorId: null,
      ...avisoDe(novos, row),
      link: linkDaApolice(row),
      destinatarios: [...destinatarios],
    });
  }
}

/** The policy's page in the portal. */
export function linkDaApolice(row: { apolice: { id: string; obraId: string } }): string {
  return `/${row.apolice.obraId}/seguros/apolice/${row.apolice.id}`;
}
