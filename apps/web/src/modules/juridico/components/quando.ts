import { formatDate } from '@portal/domain';

/** A hearing's or deadline's day and hour as people read them: `12/03/2026 14:30`, or the day alone. */
export function quando(data: string, hora: string | null): string {
  return hora ? `${formatDate(data)} ${hora}` : formatDate(data);
}
