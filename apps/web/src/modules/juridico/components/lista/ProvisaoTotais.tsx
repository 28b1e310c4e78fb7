import { Box, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PROVISAO_RISCOS, PROVISAO_RISCO_LABEL, formatMoney, type TProcessosPage } from '@portal/domain';
import { RISCO_COR } from '../RiscoChip';

/**
 * What the cases the filters match add up to (all of them, not only this page): the claims, and the provision by
 * risk with a bar of each risk's share. A bar of boxes, not a chart library: three numbers need no more.
 */
export function ProvisaoTotais({ totais }: { totais: TProcessosPage['totais'] }) {
  const { t } = useTranslation('juridico');
  const valores = PROVISAO_RISCOS.map((risco) => ({ risco, valor: Number(totais.provisao[risco]) }));
  const soma = valores.reduce((s, v) => s + v.valor, 0);
  const item = (rotulo: string, valor: string, cor?: string) => (
    <Box sx={{ minWidth: 0 }}>
      <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
        {cor && <Box sx={{ width: 10, height: 10, borderRadius: '2px', bgcolor: cor }} aria-hidden />}
        <Typography variant="body2" color="text.secondary">
          {rotulo}
        </Typography>
      </Stack>
      <Typography sx={{ fontWeight: 600 }}>{formatMoney(valor)}</Typography>
    </Box>
  );
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={t('totais.titulo')}
      sx={{ p: 2, mb: 2 }}
      data-testid="processos-totais"
    >
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
        }}
      >
        {item(t('totais.valorCausa'), totais.valorCausa)}
        {valores.map(({ risco }) =>
          item(
            t('totais.provisao', { risco: PROVISAO_RISCO_LABEL[risco] }),
            totais.provisao[risco],
            `${RISCO_COR[risco]}.main`,
          ),
        )}
      </Box>
      {soma > 0 && (
        <Stack direction="row" sx={{ mt: 1.5, height: 8, borderRadius: 1, overflow: 'hidden' }} aria-hidden>
          {valores
            .filter((v) => v.valor > 0)
            .map(({ risco, valor }) => (
              <Box
                key={risco}
                sx={{ width: `${(valor / soma) * 100}%`, bgcolor: `${RISCO_COR[risco]}.main` }}
              />
            ))}
        </Stack>
      )}
    </Paper>
  );
}
