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
import type { ApoliceDetailRow } from './seguros.repository';

/** The people who renew policies hear of every warning; the obra's site manager of their obra's. */
const EQUIPE_SEGUROS = ['seguros', 'admin_seguros'];

/**
 * The warnings of an obra's policy that ends its cover of a kind (the last to end, see `findUltimasApolices`), at
 * `hoje` in São Paulo: engineering risk ending before the obra's planned end, or any cover ending within 30 days.
 * A delivered obra (concluída) no longer needs engineering-risk cover.
 */
export function alertasDe(row: ApoliceDetailRow, hoje: string): TSeguroAlerta[] {
  const { apolice, obra } = row;
  const dias = diasEntre(hoje, apolice.fimVigencia);
  const limiares: TSeguroLimiar[] = [];
  const engenharia = apolice.ramo === 'risco_engenharia';
  if (engenharia && obra.status === 'concluida') return [];
  if (engenharia && obra.fimPrevisto && apolice.fimVigencia < obra.fimPrevisto)
    limiares.push('antes_fim_obra');
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

function textoDo(alerta: TSeguroAlerta, row: ApoliceDetailRow): { titulo: string; texto: string } {
  const ramo = SEGURO_RAMO_LABEL[alerta.ramo];
  const obra = `${row.obra.codigo} · ${row.obra.nome}`;
  const fim = formatDate(alerta.fimVigencia);
  if (alerta.limiar === 'antes_fim_obra')
    return {
      titulo: `${obra}: o seguro de ${ramo} termina antes da obra`,
      texto: `A apólice ${alerta.numero} (${alerta.seguradora}) cobre até ${fim}; o término previsto da obra é ${formatDate(alerta.fimPrevistoObra!)}.`,
    };
  return {
    titulo: `${obra}: apólice de ${ramo} vence em ${alerta.diasParaVencer} dia(s)`,
    texto: `A apólice ${alerta.numero} (${alerta.seguradora}) cobre até ${fim}, inclusive.`,
  };
}

async function equipeDeSeguros(tx: Db): Promise<string[]> {
  const ids = new Set<string>();
  for (const role of EQUIPE_SEGUROS) for (const u of await findActiveUsersWithRole(tx, role)) ids.add(u.id);
  return [...ids];
}

/**
 * Announces the warnings of these policies (bell and e-mail, per each person's choice) to the insurance staff and the
 * obra's site manager, in the caller's transaction. Once per policy, threshold and end date: run daily and after
 * every change, a warning is new only when the policy's end moved (an endorsement) or it crossed a threshold.
 */
export async function announceAlertas(tx: Db, rows: ApoliceDetailRow[], hoje: string): Promise<void> {
  let equipe: string[] | undefined;
  for (const row of rows) {
    for (const alerta of alertasDe(row, hoje)) {
      equipe ??= await equipeDeSeguros(tx);
      const destinatarios = new Set(equipe);
      if (row.obra.siteManagerId) destinatarios.add(row.obra.siteManagerId);
      await emitEvent(tx, {
        chave: `seguro:${alerta.apoliceId}:${alerta.limiar}:${alerta.fimVigencia}`,
        tipo: 'vencimento',
        entidade: 'apolice_seguro',
        entidadeId: alerta.apoliceId,
        atorId: null,
        ...textoDo(alerta, row),
        link: linkDaApolice(row),
        destinatarios: [...destinatarios],
      });
    }
  }
}

/** The policy's page in the portal. */
export function linkDaApolice(row: { apolice: { id: string; obraId: string } }): string {
  return `/${row.apolice.obraId}/seguros/apolice/${row.apolice.id}`;
}
