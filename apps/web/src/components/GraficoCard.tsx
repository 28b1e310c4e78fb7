import type { ReactNode } from 'react';
import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { SectionCard } from './SectionCard';

/** A dashboard chart in its titled card, or a line saying there is nothing to draw. */
export function GraficoCard({
  id,
  titulo,
  vazio,
  legenda,
  children,
}: {
  id: string;
  titulo: string;
  vazio: boolean;
  /** Under the title: what the chart counts. */
  legenda?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('comum');
  return (
    <SectionCard id={id} title={titulo}>
      {legenda && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: -1.5, mb: 1 }}>
          {legenda}
        </Typography>
      )}
      {vazio ? <Typography color="text.secondary">{t('graficos.vazio')}</Typography> : children}
    </SectionCard>
  );
}
