import { formatDate, TIME_ZONE, type TGaleriaItem } from '@portal/domain';

/** One day of the gallery: its `dd/mm/aaaa` heading and its photos, in the order the API sent them. */
export interface GaleriaDia {
  /** `aaaa-mm-dd`, São Paulo's day. */
  dia: string;
  titulo: string;
  fotos: TGaleriaItem[];
}

const isoDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * The photos (newest first) grouped by the São Paulo day they were taken on: a report's photo is dated at its
 * day's midnight there, so it never slips to the day before whatever the browser's time zone.
 */
export function groupByDay(fotos: TGaleriaItem[]): GaleriaDia[] {
  const dias: GaleriaDia[] = [];
  for (const foto of fotos) {
    const dia = isoDay.format(new Date(foto.data));
    const last = dias.at(-1);
    if (last?.dia === dia) last.fotos.push(foto);
    else dias.push({ dia, titulo: formatDate(dia), fotos: [foto] });
  }
  return dias;
}
