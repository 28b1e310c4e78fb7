import { useState } from 'react';
import { Autocomplete, Box, Button, Stack, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useTranslation } from 'react-i18next';
import { formatDate, type TAtividadePlanejada } from '@portal/domain';
import { formatDecimal } from '../../format-decimal';
import { previstoNaData } from './previsto-na-data';

/** Adds a planned activity not yet in the report (searched by code or description), or an unplanned one. */
export function AdicionarAtividade({
  disponiveis,
  dataRdo,
  onPlanejada,
  onLivre,
}: {
  disponiveis: readonly TAtividadePlanejada[];
  dataRdo: string;
  onPlanejada: (atividade: TAtividadePlanejada) => void;
  onLivre: () => void;
}) {
  const { t } = useTranslation('rdoEdicao');
  const [busca, setBusca] = useState('');
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
      {disponiveis.length > 0 && (
        <Autocomplete
          sx={{ flex: 1, maxWidth: { sm: 520 } }}
          options={disponiveis}
          value={null}
          inputValue={busca}
          onInputChange={(_, value, reason) => setBusca(reason === 'reset' ? '' : value)}
          onChange={(_, atividade) => {
            if (atividade) onPlanejada(atividade);
            setBusca('');
          }}
          blurOnSelect
          getOptionLabel={(a) => `${a.codigo} ${a.descricao}`}
          renderOption={({ key, ...props }, a) => (
            <Box component="li" key={key} {...props}>
              <Box>
                <Typography variant="body2">
                  {a.codigo} {a.descricao}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {t('atividades.opcaoDetalhe', {
                    inicio: formatDate(a.inicioPrevisto),
                    fim: formatDate(a.fimPrevisto),
                    previsto: formatDecimal(previstoNaData(a, dataRdo)),
                    realizado: formatDecimal(a.percentualRealizado),
                  })}
                </Typography>
              </Box>
            </Box>
          )}
          renderInput={(params) => (
            <TextField {...params} size="small" label={t('atividades.adicionarPlanejada')} />
          )}
          noOptionsText={t('atividades.nenhumaEncontrada')}
        />
      )}
      <Button
        startIcon={<AddIcon />}
        onClick={onLivre}
        sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
      >
        {t('atividades.adicionarLivre')}
      </Button>
    </Stack>
  );
}
