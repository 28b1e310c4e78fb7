import type { TFunction } from 'i18next';
import { formatDateTime, type TEventoHistorico } from '@portal/domain';

/** Who did it and when, "Carlos Mendes · 10/03/2025 14:32", and whom a substitute stood in for. */
export function autorLinha(evento: TEventoHistorico, t: TFunction<'auditoria'>): string {
  const linha = t('historico.porEm', { por: evento.por.nome, em: formatDateTime(evento.em) });
  return evento.substituindo
    ? `${linha} · ${t('historico.substituindo', { nome: evento.substituindo })}`
    : linha;
}
