import { Box, FormControlLabel, Switch } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { OBRA_STATUS, OBRA_STATUS_LABEL } from '@portal/domain';
import { MultiSelectFilter } from '../../../../components/list/MultiSelectFilter';
import { ClienteFiltro } from '../../../obras/components/ClienteFiltro';

export interface FabricacoesFiltrosValores {
  status: string[];
  cliente?: string;
  atrasadas?: string;
}

/** The fabrications' filters: status, client, and only those with a late operation. */
export function FabricacoesFiltros({
  filtros,
  onChange,
}: {
  filtros: FabricacoesFiltrosValores;
  onChange: (change: Partial<FabricacoesFiltrosValores>) => void;
}) {
  const { t } = useTranslation('fabricacao');
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        alignItems: 'center',
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' },
      }}
    >
      <MultiSelectFilter
        label={t('filtros.status')}
        value={filtros.status}
        options={OBRA_STATUS}
        labels={OBRA_STATUS_LABEL}
        onChange={(status) => onChange({ status })}
      />
      <ClienteFiltro
        label={t('filtros.cliente')}
        value={filtros.cliente}
        onChange={(cliente) => onChange({ cliente })}
      />
      <FormControlLabel
        control={
          <Switch
            checked={filtros.atrasadas === 'sim'}
            onChange={(e) => onChange({ atrasadas: e.target.checked ? 'sim' : undefined })}
          />
        }
        label={t('filtros.atrasadas')}
      />
    </Box>
  );
}
