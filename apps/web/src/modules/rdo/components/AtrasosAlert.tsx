import { useState } from 'react';
import { Alert, AlertTitle, Box, Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDate, type TAtraso } from '@portal/domain';

/** Enough to see the problem at a glance; the rest is one click away. */
const FIRST = 5;

/**
 * The open delay warnings (activities past their planned end, the actual curve behind the planned one). Renders
 * nothing when there are none. The obra's code prefixes each line when the warnings span several obras.
 */
export function AtrasosAlert({ atrasos }: { atrasos: TAtraso[] }) {
  const { t } = useTranslation('rdo');
  const [all, setAll] = useState(false);
  if (atrasos.length === 0) return null;
  const severalObras = new Set(atrasos.map((a) => a.obra.id)).size > 1;
  const shown = all ? atrasos : atrasos.slice(0, FIRST);
  return (
    <Alert severity="warning" sx={{ '& .MuiAlert-message': { width: '100%' } }}>
      <AlertTitle>{t('atrasos.titulo', { count: atrasos.length })}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {shown.map((a) => (
          <Box component="li" key={`${a.obra.id}:${a.tipo}:${a.atividadeId ?? ''}`} sx={{ mb: 0.5 }}>
            {severalObras && (
              <Box component="strong" title={a.obra.nome}>
                {a.obra.codigo} ·{' '}
              </Box>
            )}
            {a.descricao}{' '}
            <Typography component="span" variant="caption" sx={{ whiteSpace: 'nowrap' }}>
              {t('atrasos.desde', { data: formatDate(a.desde) })}
            </Typography>
          </Box>
        ))}
      </Box>
      {atrasos.length > FIRST && (
        <Button size="small" color="inherit" onClick={() => setAll(!all)} sx={{ mt: 0.5 }}>
          {all ? t('atrasos.menos') : t('atrasos.todos', { count: atrasos.length })}
        </Button>
      )}
    </Alert>
  );
}
