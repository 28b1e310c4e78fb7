import { Box, FormControlLabel, MenuItem, Switch, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import {
  DISCIPLINAS_MATERIAL,
  MATERIAIS_DISCIPLINAS,
  MATERIAIS_STATUS,
  MATERIAIS_STATUS_LABEL,
} from '@portal/domain';
import { MultiSelectFilter } from '../../../../components/list/MultiSelectFilter';

export interface ListasFiltrosValores {
  status: string[];
  disciplina: string[];
  comigo?: string;
  planejadaSap?: string;
}

/** The lists' filters: status, discipline, only those waiting for me, planned in SAP or not. */
export function ListasFiltros({
  filtros,
  onChange,
}: {
  filtros: ListasFiltrosValores;
  onChange: (change: Partial<ListasFiltrosValores>) => void;
}) {
  const { t } = useTranslation('materiais');
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        alignItems: 'center',
        gridTemplateColumns: { xs: '1fr', md: '1.4fr 1fr 180px auto' },
      }}
    >
      <MultiSelectFilter
        label={t('filtros.status')}
        value={filtros.status}
        options={MATERIAIS_STATUS}
        labels={MATERIAIS_STATUS_LABEL}
        onChange={(status) => onChange({ status })}
      />
      <MultiSelectFilter
        label={t('filtros.disciplina')}
        value={filtros.disciplina}
        options={DISCIPLINAS_MATERIAL}
        labels={MATERIAIS_DISCIPLINAS}
        onChange={(disciplina) => onChange({ disciplina })}
      />
      <TextField
        select
        size="small"
        label={t('filtros.planejadaSap')}
        value={filtros.planejadaSap ?? ''}
        onChange={(e) => onChange({ planejadaSap: e.target.value || undefined })}
      >
        <MenuItem value="">{t('filtros.todas')}</MenuItem>
        <MenuItem value="true">{t('filtros.sim')}</MenuItem>
        <MenuItem value="false">{t('filtros.nao')}</MenuItem>
      </TextField>
      <FormControlLabel
        control={
          <Switch
            checked={filtros.comigo === 'true'}
            onChange={(e) => onChange({ comigo: e.target.checked ? 'true' : undefined })}
          />
        }
        label={t('filtros.comigo')}
      />
    </Box>
  );
}
