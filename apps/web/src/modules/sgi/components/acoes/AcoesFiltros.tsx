import { Box, FormControlLabel, MenuItem, Switch, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ACAO_STATUSES, ACAO_STATUS_LABEL, SGI_CATEGORIAS, SGI_CATEGORIA_LABEL } from '@portal/domain';
import { MultiSelectFilter } from '../../../../components/list/MultiSelectFilter';

export interface AcoesFiltrosValores {
  status: string[];
  categoria?: string;
  minhas?: string;
  atrasadas?: string;
}

/** The actions' filters: mine (I own or verify), overdue, status (several) and the occurrence's category. */
export function AcoesFiltros({
  filtros,
  onChange,
}: {
  filtros: AcoesFiltrosValores;
  onChange: (change: Partial<AcoesFiltrosValores>) => void;
}) {
  const { t } = useTranslation('sgi');
  const chave = (name: 'minhas' | 'atrasadas', label: string) => (
    <FormControlLabel
      control={
        <Switch
          checked={filtros[name] === 'sim'}
          onChange={(e) => onChange({ [name]: e.target.checked ? 'sim' : undefined })}
        />
      }
      label={label}
    />
  );
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        alignItems: 'center',
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr auto auto' },
      }}
    >
      <MultiSelectFilter
        label={t('filtros.status')}
        value={filtros.status}
        options={ACAO_STATUSES}
        labels={ACAO_STATUS_LABEL}
        onChange={(status) => onChange({ status })}
      />
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
      {chave('minhas', t('filtros.minhasAcoes'))}
      {chave('atrasadas', t('filtros.atrasadas'))}
    </Box>
  );
}
