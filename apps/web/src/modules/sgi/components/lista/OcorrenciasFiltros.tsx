import { Box, FormControlLabel, MenuItem, Switch, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import {
  SGI_CATEGORIAS,
  SGI_CATEGORIA_LABEL,
  SGI_GRAVIDADES,
  SGI_GRAVIDADE_LABEL,
  SGI_STATUSES,
  SGI_STATUS_LABEL,
  SGI_TIPOS,
  SGI_TIPO_LABEL,
} from '@portal/domain';
import { MultiSelectFilter } from '../../../../components/list/MultiSelectFilter';
import { ObraSelect } from '../../../obras/components/ObraSelect';

export interface OcorrenciasFiltrosValores {
  status: string[];
  gravidade: string[];
  tipo?: string;
  obra?: string;
  minhas?: string;
  categoria?: string;
}

/**
 * The occurrences' filters: status and severity (several at once), type, obra, only mine (those I answer for or
 * wrote) and, on the general page, the category.
 */
export function OcorrenciasFiltros({
  filtros,
  comCategoria,
  onChange,
}: {
  filtros: OcorrenciasFiltrosValores;
  comCategoria: boolean;
  onChange: (change: Partial<OcorrenciasFiltrosValores>) => void;
}) {
  const { t } = useTranslation('sgi');
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        alignItems: 'center',
        gridTemplateColumns: {
          xs: '1fr',
          sm: '1fr 1fr',
          lg: comCategoria ? 'repeat(3, 1fr) 1.4fr 1.6fr auto' : 'repeat(3, 1fr) 1.6fr auto',
        },
      }}
    >
      {comCategoria && (
        <TextField
          select
          size="small"
          label={t('filtros.categoria')}
          value={filtros.categoria ?? ''}
          onChange={(e) => onChange({ categoria: e.target.value || undefined })}
        >
          <MenuItem value="">{t('filtros.todas')}</MenuItem>
          {SGI_CATEGORIAS.map((c) => (
            <MenuItem key={c} value={c}>
              {SGI_CATEGORIA_LABEL[c]}
            </MenuItem>
          ))}
        </TextField>
      )}
      <MultiSelectFilter
        label={t('filtros.status')}
        value={filtros.status}
        options={SGI_STATUSES}
        labels={SGI_STATUS_LABEL}
        onChange={(status) => onChange({ status })}
      />
      <MultiSelectFilter
        label={t('filtros.gravidade')}
        value={filtros.gravidade}
        options={SGI_GRAVIDADES}
        labels={SGI_GRAVIDADE_LABEL}
        onChange={(gravidade) => onChange({ gravidade })}
      />
      <TextField
        select
        size="small"
        label={t('filtros.tipo')}
        value={filtros.tipo ?? ''}
        onChange={(e) => onChange({ tipo: e.target.value || undefined })}
      >
        <MenuItem value="">{t('filtros.todos')}</MenuItem>
        {SGI_TIPOS.map((tipo) => (
          <MenuItem key={tipo} value={tipo}>
            {SGI_TIPO_LABEL[tipo]}
          </MenuItem>
        ))}
      </TextField>
      <ObraSelect
        size="small"
        label={t('filtros.obra')}
        value={filtros.obra}
        onChange={(obra) => onChange({ obra })}
      />
      <FormControlLabel
        control={
          <Switch
            checked={filtros.minhas === 'sim'}
            onChange={(e) => onChange({ minhas: e.target.checked ? 'sim' : undefined })}
          />
        }
        label={t('filtros.minhas')}
      />
    </Box>
  );
}
