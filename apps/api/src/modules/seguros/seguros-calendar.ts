import {
  SEGURO_EVENTO_HORAS,
  SEGURO_RAMO_LABEL,
  SEGURO_TIPO_LABEL,
  formatDate,
  formatMoney,
  instanteEmSaoPaulo,
} from '@portal/domain';
import type { CalendarSource } from '../calendario';
import { linkDaApolice } from './seguros-alertas';
import { apolicesWhere } from './seguros-rules';
import { findVencimentos } from './seguros.repository';

/**
 * Each policy's expiry as an event on its last day of cover, 08:00 to 17:00 in São Paulo (section 9), in the feed of
 * whoever may read the policy. The uid is the policy's: an endorsement that extends it moves the event.
 */
export const vencimentosCalendarSource: CalendarSource = {
  nome: 'seguros',
  async events({ db, ability }, range) {
    const rows = await findVencimentos(db, range, apolicesWhere(ability));
    return rows.map((row) => {
      const { apolice, obra } = row;
      return {
        uid: `apolice-${apolice.id}@portal-obras`,
        titulo: `Vence a apólice ${apolice.numero} (${SEGURO_RAMO_LABEL[apolice.ramo]}) — ${obra.codigo}`,
        descricao: [
          `${obra.codigo} · ${obra.nome}`,
          `${SEGURO_TIPO_LABEL[apolice.tipo]} · ${apolice.seguradora}${apolice.corretora ? ` (corretora ${apolice.corretora})` : ''}`,
          `Cobertura até ${formatDate(apolice.fimVigencia)}, 24 h. Importância segurada ${formatMoney(apolice.importanciaSegurada)}.`,
        ].join('\n'),
        inicio: instanteEmSaoPaulo(apolice.fimVigencia, SEGURO_EVENTO_HORAS.inicio),
        fim: instanteEmSaoPaulo(apolice.fimVigencia, SEGURO_EVENTO_HORAS.fim),
        link: linkDaApolice(row),
        local: obra.nome,
        atualizadoEm: apolice.updatedAt,
      };
    });
  },
};
