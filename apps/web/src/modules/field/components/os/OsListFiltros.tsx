import { Box, FormControlLabel, MenuItem, Switch, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import {
  OS_PRIORIDADES,
  OS_PRIORIDADE_LABEL,
  OS_STATUS,
  OS_STATUS_LABEL,
  OS_TIPOS,
  type TOsPrioridade,
  type TOsStatus,
} from '@portal/domain';
import { MultiSelectFilter } from '../../../../components/list/MultiSelectFilter';

export interface OsFiltros {
  tipo?: string;
  status: string[];
  prioridade: string[];
  atrasada?: string;
}

/** The OS list's filters: team (on the list of both teams), status, priority, only the late ones. */
export function OsListFiltros({
  filtros,
  mostrarTipo,
  onChange,
}: {
  filtros: OsFiltros;
  mostrarTipo: boolean;
  onChange: (change: Partial<OsFiltros>) => void;
}) {
  const { t } = useTranslation('os');
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        alignItems: 'center',
        gridTemplateColumns: { xs: '1fr', md: mostrarTipo ? '160px 1fr 1fr auto' : '1fr 1fr auto' },
      }}
    >
      {mostrarTipo && (
        <TextField
          select
          size="small"
          label={t('filtros.tipo')}
          value={filtros.tipo ?? ''}
          onChange={(e) => onChange({ tipo: e.target.value || undefined })}
        >
          <MenuItem value="">{t('filtros.todos')}</MenuItem>
          {OS_TIPOS.map((tipo) => (
            <MenuItem key={tipo} value={tipo}>
              {t(`tipos.${tipo}`)}
            </MenuItem>
          ))}
        </TextField>
      )}
      <MultiSelectFilter<TOsStatus>
        label={t('filtros.status')}
        value={filtros.status}
        options={OS_STATUS}
        labels={OS_STATUS_LABEL}
        onChange={(status) => onChange({ status })}
      />
      <MultiSelectFilter<TOsPrioridade>
        label={t('filtros.prioridade')}
        value={filtros.prioridade}
        options={OS_PRIORIDADES}
        labels={OS_PRIORIDADE_LABEL}
        onChange={(prioridade) => onChange({ prioridade })}
      />
      <FormControlLabel
        control={
          <Switch
            checked={filtros.atrasada === 'true'}
            onChange={(e) => onChange({ atrasada: e.target.checked ? 'true' : undefined })}
          />
        }
        label={t('filtros.atrasadas')}
      />
    </Box>
  );
}
