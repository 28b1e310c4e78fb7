import { Box, Chip, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDecimal, type TLinhasLista } from '@portal/domain';

/**
 * The quantity per unit (what is bought is summed per unit, never across units), as the API summed the saved lines;
 * while there are unsaved changes, as the grid holds them now, and it says so.
 */
export function LinhasTotais({ totais, naoSalvos }: { totais: TLinhasLista['totais']; naoSalvos: boolean }) {
  const { t } = useTranslation('materiais');
  return (
    <Box component="section" aria-labelledby="linhas-totais">
      <Typography id="linhas-totais" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('linhas.totais')}
        {naoSalvos && (
          <Typography component="span" variant="body2" color="text.secondary">
            {` (${t('linhas.totaisNaoSalvos')})`}
          </Typography>
        )}
      </Typography>
      {totais.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('linhas.semTotais')}
        </Typography>
      ) : (
        <Stack
          component="ul"
          direction="row"
          useFlexGap
          spacing={1}
          sx={{ flexWrap: 'wrap', p: 0, m: 0, mt: 1, listStyle: 'none' }}
        >
          {totais.map((total) => (
            <Chip
              key={total.unidade}
              component="li"
              variant="outlined"
              label={`${t('linhas.totalUnidade', { quantidade: formatDecimal(total.quantidade, 3), unidade: total.unidade })} · ${t('linhas.totalLinhas', { count: total.linhas })}`}
            />
          ))}
        </Stack>
      )}
    </Box>
  );
}
