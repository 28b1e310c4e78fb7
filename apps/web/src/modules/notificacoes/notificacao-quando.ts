import { formatDateTime } from '@portal/domain';

const relative = new Intl.RelativeTimeFormat('pt-BR', { numeric: 'auto' });

/**
 * When a notification arrived, as the bell says it: "agora", "há 5 minutos", "há 3 horas" within the last day,
 * then the date and time (dd/mm/aaaa HH:mm, São Paulo).
 */
export function notificacaoQuando(iso: string, now: number = Date.now()): string {
  const seconds = Math.max(0, Math.round((now - new Date(iso).getTime()) / 1000));
  if (seconds < 60) return relative.format(0, 'second');
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return relative.format(-minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return relative.format(-hours, 'hour');
  return formatDateTime(iso);
}
