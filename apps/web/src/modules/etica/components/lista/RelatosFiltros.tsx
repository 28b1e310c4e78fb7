import { Box, MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ETICA_CATEGORIAS, ETICA_CATEGORIA_LABEL, ETICA_STATUSES, ETICA_STATUS_LABEL } from '@portal/domain';
import { MultiSelectFilter } from '../../../../components/list/MultiSelectFilter';
import { useMembrosComite } from '../../etica.queries';

export interface RelatosFiltrosValores {
  status: string[];
  categoria: string[];
  investigador?: string;
}

/** The reports' filters: status, category and the investigator (a member of the committee). */
export function RelatosFiltros({
  filtros,
  onChange,
}: {
  filtros: RelatosFiltrosValores;
  onChange: (change: Partial<RelatosFiltrosValores>) => void;
}) {
  const { t } = useTranslation('etica');
  const membros = useMembrosComite();
  const lista = membros.data?.items ?? [];
  // A select takes only a value among its options: until the members arrive, the address's member shows as none.
  const valor =
    filtros.investigador && lista.some((m) => m.id === filtros.investigador) ? filtros.investigador : '';
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1fr' } }}>
      <MultiSelectFilter
        label={t('filtros.status')}
        value={filtros.status}
        options={ETICA_STATUSES}
        labels={ETICA_STATUS_LABEL}
        onChange={(status) => onChange({ status })}
      />
      <MultiSelectFilter
        label={t('filtros.categoria')}
        value={filtros.categoria}
        options={ETICA_CATEGORIAS}
        labels={ETICA_CATEGORIA_LABEL}
        onChange={(categoria) => onChange({ categoria })}
      />
      <TextField
        select
        size="small"
        label={t('filtros.investigador')}
        value={valor}
        onChange={(e) => onChange({ investigador: e.target.value || undefined })}
      >
        <MenuItem value="">{t('filtros.todos')}</MenuItem>
        {lista.map((m) => (
          <MenuItem key={m.id} value={m.id}>
            {m.nome}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
