import { Box, FormControlLabel, Switch } from '@mui/material';
import { useTranslation } from 'react-i18next';
import {
  CONTRATO_PARTE_LABEL,
  CONTRATO_PARTE_TIPOS,
  CONTRATO_STATUS,
  CONTRATO_STATUS_LABEL,
} from '@portal/domain';
import { MultiSelectFilter } from '../../../../components/list/MultiSelectFilter';

export interface ContratosFiltrosValores {
  status: string[];
  parteTipo: string[];
  comigo?: string;
}

/** The contracts' filters: status, the party's kind, and only those waiting for me. */
export function ContratosFiltros({
  filtros,
  onChange,
}: {
  filtros: ContratosFiltrosValores;
  onChange: (change: Partial<ContratosFiltrosValores>) => void;
}) {
  const { t } = useTranslation('contratos');
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        alignItems: 'center',
        gridTemplateColumns: { xs: '1fr', md: '1.5fr 1fr auto' },
      }}
    >
      <MultiSelectFilter
        label={t('filtros.status')}
        value={filtros.status}
        options={CONTRATO_STATUS}
        labels={CONTRATO_STATUS_LABEL}
        onChange={(status) => onChange({ status })}
      />
      <MultiSelectFilter
        label={t('filtros.parteTipo')}
        value={filtros.parteTipo}
        options={CONTRATO_PARTE_TIPOS}
        labels={CONTRATO_PARTE_LABEL}
        onChange={(parteTipo) => onChange({ parteTipo })}
      />
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
