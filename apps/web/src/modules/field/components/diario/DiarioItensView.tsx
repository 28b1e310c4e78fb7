import { Box, LinearProgress, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDecimal, formatQuantidade, itemPercentual, type TDiarioOsItem } from '@portal/domain';
import { SectionCard } from '../../../../components/SectionCard';

/** What the log did on each item, and where the order stood on it once the log's day was done. */
export function DiarioItensView({ itens }: { itens: TDiarioOsItem[] }) {
  const { t } = useTranslation('diarioOs');
  return (
    <SectionCard id="diario-os-itens" title={t('itens.titulo')}>
      {itens.length === 0 ? (
        <Typography color="text.secondary">{t('ver.semItens')}</Typography>
      ) : (
        <Stack component="ul" spacing={2} sx={{ p: 0, m: 0, listStyle: 'none' }}>
          {itens.map((item) => {
            const percentual = itemPercentual(item.quantidadeOs, item.executadoAcumulado);
            return (
              <Box component="li" key={item.eapItemId}>
                <Stack
                  direction="row"
                  spacing={1}
                  sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}
                >
                  <Typography sx={{ fontWeight: 500 }}>
                    {item.codigo} {item.descricao}
                  </Typography>
                  <Typography
                    sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
                    data-testid="diario-item-quantidade"
                  >
                    {formatQuantidade(item.quantidade, item.unidade)}
                  </Typography>
                </Stack>
                <LinearProgress
                  variant="determinate"
                  value={percentual}
                  sx={{ my: 0.75, height: 6, borderRadius: 3 }}
                  aria-label={t('ver.acumuladoDe', { item: item.descricao })}
                />
                <Typography variant="body2" color="text.secondary">
                  {t('ver.acumulado', {
                    executado: formatQuantidade(item.executadoAcumulado),
                    total: formatQuantidade(item.quantidadeOs, item.unidade),
                    percentual: formatDecimal(percentual, 1),
                    restam: formatQuantidade(item.restante, item.unidade),
                  })}
                </Typography>
              </Box>
            );
          })}
        </Stack>
      )}
    </SectionCard>
  );
}
