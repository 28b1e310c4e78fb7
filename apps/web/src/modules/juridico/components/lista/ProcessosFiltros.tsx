import { Box, FormControlLabel, MenuItem, Switch, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PROCESSO_FASES, PROCESSO_FASE_LABEL, PROVISAO_RISCOS, PROVISAO_RISCO_LABEL } from '@portal/domain';
import { MultiSelectFilter } from '../../../../components/list/MultiSelectFilter';
import { useEscritorios } from '../../juridico.queries';

export interface ProcessosFiltrosValores {
  fase: string[];
  risco: string[];
  escritorio?: string;
  ativos?: string;
}

/**
 * The cases' filters: phase, risk, the partner firm (for the legal staff, who choose firms) and only the open cases.
 */
export function ProcessosFiltros({
  filtros,
  comEscritorio,
  onChange,
}: {
  filtros: ProcessosFiltrosValores;
  comEscritorio: boolean;
  onChange: (change: Partial<ProcessosFiltrosValores>) => void;
}) {
  const { t } = useTranslation('juridico');
  const escritorios = useEscritorios(comEscritorio);
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        alignItems: 'center',
        gridTemplateColumns: { xs: '1fr', md: comEscritorio ? '1fr 1fr 1fr auto' : '1fr 1fr auto' },
      }}
    >
      <MultiSelectFilter
        label={t('filtros.fase')}
        value={filtros.fase}
        options={PROCESSO_FASES}
        labels={PROCESSO_FASE_LABEL}
        onChange={(fase) => onChange({ fase })}
      />
      <MultiSelectFilter
        label={t('filtros.risco')}
        value={filtros.risco}
        options={PROVISAO_RISCOS}
        labels={PROVISAO_RISCO_LABEL}
        onChange={(risco) => onChange({ risco })}
      />
      {comEscritorio && (
        <TextField
          select
          size="small"
          label={t('filtros.escritorio')}
          value={escritorios.data ? (filtros.escritorio ?? '') : ''}
          onChange={(e) => onChange({ escritorio: e.target.value || undefined })}
        >
          <MenuItem value="">{t('filtros.todos')}</MenuItem>
          {(escritorios.data?.items ?? []).map((e) => (
            <MenuItem key={e.id} value={e.id}>
              {e.nome}
            </MenuItem>
          ))}
        </TextField>
      )}
      <FormControlLabel
        control={
          <Switch
            checked={filtros.ativos === 'sim'}
            onChange={(e) => onChange({ ativos: e.target.checked ? 'sim' : undefined })}
          />
        }
        label={t('filtros.ativos')}
      />
    </Box>
  );
}
