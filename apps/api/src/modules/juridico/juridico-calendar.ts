import { JURIDICO_EVENTO_LABEL, PROCESSO_TIPO_LABEL, instanteEmSaoPaulo } from '@portal/domain';
import type { CalendarSource } from '../calendario';
import { linkDoProcesso } from './juridico-access';
import { processosWhere } from './juridico-rules';
import { findEventosEntre } from './juridico.repository';

/** A hearing lasts two hours in the feed; a deadline without an hour is the working day, 08:00 to 18:00. */
const HORAS_AUDIENCIA = 2;

function inicioFim(data: string, hora: string | null): { inicio: Date; fim: Date } {
  if (!hora) return { inicio: instanteEmSaoPaulo(data, 8), fim: instanteEmSaoPaulo(data, 18) };
  const [h, m] = hora.split(':').map(Number);
  const inicio = new Date(instanteEmSaoPaulo(data, h!).getTime() + m! * 60_000);
  return { inicio, fim: new Date(inicio.getTime() + HORAS_AUDIENCIA * 3_600_000) };
}

/** Hearings and deadlines of the cases the subscriber may read (issue 21), in their one ICS feed. */
export const juridicoCalendarSource: CalendarSource = {
  nome: 'juridico',
  async events({ db, ability }, range) {
    const rows = await findEventosEntre(db, range.de, range.ate, processosWhere(ability));
    return rows.map(({ evento, processo, obra }) => ({
      uid: `juridico-${evento.id}@portal-obras`,
      titulo: `${JURIDICO_EVENTO_LABEL[evento.tipo]}${evento.concluido ? ' (concluído)' : ''}: ${evento.titulo} — ${processo.numeroCnj}`,
      descricao: [
        `Processo ${PROCESSO_TIPO_LABEL[processo.tipo].toLowerCase()} ${processo.numeroCnj} × ${processo.parteContraria}`,
        `${processo.vara}, ${processo.comarca}/${processo.uf}`,
        `${obra.codigo} · ${obra.nome}`,
        evento.observacao,
      ]
        .filter(Boolean)
        .join('\n'),
      ...inicioFim(evento.data, evento.hora),
      link: linkDoProcesso(processo.id),
      local: evento.local || `${processo.vara}, ${processo.comarca}/${processo.uf}`,
      atualizadoEm: evento.updatedAt,
    }));
  },
};
