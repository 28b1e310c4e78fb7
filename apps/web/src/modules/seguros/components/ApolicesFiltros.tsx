import { Box, MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { SEGURO_RAMOS, SEGURO_SITUACOES, SEGURO_SITUACAO_LABEL } from '@portal/domain';
import { MultiSelectFilter } from '../../../components/list/MultiSelectFilter';

export interface ApolicesFiltrosValores {
  situacao: string[];
  ramo?: string;
}

/** The policies' filters: situation and, where the list spans both kinds, the kind. */
export function ApolicesFiltros({
  filtros,
  comRamo,
  onChange,
}: {
  filtros: ApolicesFiltrosValores;
  comRamo: boolean;
  onChange: (change: Partial<ApolicesFiltrosValores>) => void;
}) {
  const { t } = useTranslation(['seguros', 'segurosAlertas'], { nsMode: 'fallback' });
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <MultiSelectFilter
        label={t('filtros.situacao')}
        value={filtros.situacao}
        options={SEGURO_SITUACOES}
        labels={SEGURO_SITUACAO_LABEL}
        onChange={(situacao) => onChange({ situacao })}
      />
      {comRamo && (
        <TextField
          select
          size="small"
          label={t('filtros.ramo')}
          value={filtros.ramo ?? ''}
          onChange={(e) => onChange({ ramo: e.target.value || undefined })}
        >
          <MenuItem value="">{t('filtros.todos')}</MenuItem>
          {SEGURO_RAMOS.map((ramo) => (
            <MenuItem key={ramo} value={ramo}>
              {t(`ramo.${ramo}`)}
            </MenuItem>
          ))}
        </TextField>
      )}
    </Box>
  );
}
