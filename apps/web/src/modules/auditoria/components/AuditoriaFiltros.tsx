import { Box, FormControlLabel, MenuItem, Switch, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PeriodoFields } from '../../../components/PeriodoFields';
import type { FilterValues } from '../../../components/list/list-search';
import type { AUDITORIA_SPEC } from '../auditoria-search';
import { useAuditoriaEntidades } from '../auditoria.queries';
import { UsuarioFilter } from './UsuarioFilter';

type Filtros = FilterValues<typeof AUDITORIA_SPEC.filters>;

/**
 * The audit page's filters: who, which module, which record, the period (São Paulo days) and refused only. Full-size
 * fields, as the date pickers are.
 */
export function AuditoriaFiltros({
  filtros,
  onChange,
}: {
  filtros: Filtros;
  onChange: (change: Partial<Filtros>) => void;
}) {
  const { t } = useTranslation('auditoria');
  const entidades = useAuditoriaEntidades();
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        alignItems: 'start',
        gridTemplateColumns: { xs: '1fr 1fr', md: '1.4fr 1fr 1.2fr 0.9fr 0.9fr' },
      }}
    >
      <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
        <UsuarioFilter value={filtros.usuario} onChange={(usuario) => onChange({ usuario })} />
      </Box>
      <TextField
        select
        label={t('filtros.modulo')}
        // The list of kinds comes from the API: until it arrives, a chosen one would be an unknown value.
        value={entidades.data ? (filtros.entidade ?? '') : ''}
        onChange={(e) => onChange({ entidade: e.target.value || undefined })}
      >
        <MenuItem value="">{t('filtros.todos')}</MenuItem>
        {(entidades.data?.items ?? []).map((e) => (
          <MenuItem key={e.entidade} value={e.entidade}>
            {e.rotulo}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={t('filtros.registro')}
        value={filtros.registro ?? ''}
        onChange={(e) => onChange({ registro: e.target.value || undefined })}
        slotProps={{ htmlInput: { spellCheck: false, autoComplete: 'off' } }}
      />
      <PeriodoFields de={filtros.de} ate={filtros.ate} onChange={onChange} />
      <FormControlLabel
        sx={{ gridColumn: '1 / -1', m: 0 }}
        control={
          <Switch
            checked={filtros.negados === '1'}
            onChange={(e) => onChange({ negados: e.target.checked ? '1' : undefined })}
          />
        }
        label={t('filtros.negados')}
      />
    </Box>
  );
}
