import type { ReactNode } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDate, type TFabricacaoDetalhe } from '@portal/domain';
import { ObraStatusChip } from '../../obras/components/ObraStatusChip';

/** A fabrication's title (the page's h1) and its facts: status, client, where it goes, its planned dates. */
export function FabricacaoCabecalho({
  fabricacao: f,
  titulo,
  acoes,
}: {
  fabricacao: TFabricacaoDetalhe;
  /** The page's own title under the fabrication's code (the dashboard has none). */
  titulo?: string;
  acoes?: ReactNode;
}) {
  const { t } = useTranslation('fabricacao');
  const periodo =
    f.inicioPrevisto || f.fimPrevisto
      ? t('painel.periodo', {
          de: f.inicioPrevisto ? formatDate(f.inicioPrevisto) : '—',
          ate: f.fimPrevisto ? formatDate(f.fimPrevisto) : '—',
        })
      : null;
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' }, mb: { xs: 2, sm: 3 } }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.4rem', sm: '2rem' } }}>
          {titulo ? `${titulo} — ${f.codigo}` : `${f.codigo} — ${f.nome}`}
        </Typography>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 0.5 }}
        >
          <ObraStatusChip status={f.status} />
          <Typography color="text.secondary">{f.cliente.nome}</Typography>
          <Typography color="text.secondary">· {`${f.cidade}/${f.uf}`}</Typography>
          {periodo && <Typography color="text.secondary">· {periodo}</Typography>}
        </Stack>
        {f.destino && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {t('painel.destino', { obra: `${f.destino.codigo} — ${f.destino.nome}` })}
          </Typography>
        )}
      </Box>
      {acoes && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', flexShrink: 0 }}>
          {acoes}
        </Stack>
      )}
    </Stack>
  );
}
