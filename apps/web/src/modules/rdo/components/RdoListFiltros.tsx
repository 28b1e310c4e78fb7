import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import FilterAltOffIcon from '@mui/icons-material/FilterAltOff';
import { useTranslation } from 'react-i18next';
import { RDO_STATUS, RDO_STATUS_LABEL } from '@portal/domain';
import { PeriodoFields } from '../../../components/PeriodoFields';
import { hasRdoFilters, type RdoListFilters, type RdoListSearch } from '../rdo-list-search';
import { AutorFilterSelect } from './AutorFilterSelect';
import { ObraSelect } from '../../obras/components/ObraSelect';

/** The filters of `/diarios`: obra, author, period and status (chips toggled on and off, several at once). */
export function RdoListFiltros({
  search,
  onChange,
}: {
  search: RdoListSearch;
  onChange: (change: Partial<RdoListFilters>) => void;
}) {
  const { t } = useTranslation('rdo');
  return (
    <Stack spacing={1.5} sx={{ mb: 2 }} component="section" aria-label={t('filtros.titulo')}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: '2fr 1.4fr 1fr 1fr' } }}>
        <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
          <ObraSelect label={t('filtros.obra')} value={search.obra} onChange={(obra) => onChange({ obra })} />
        </Box>
        <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
          <AutorFilterSelect
            obra={search.obra}
            value={search.autor}
            onChange={(autor) => onChange({ autor })}
          />
        </Box>
        <PeriodoFields de={search.de} ate={search.ate} onChange={onChange} />
      </Box>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Typography variant="body2" color="text.secondary" id="filtro-status">
          {t('filtros.status')}
        </Typography>
        <Stack direction="row" role="group" aria-labelledby="filtro-status" sx={{ flexWrap: 'wrap', gap: 1 }}>
          {RDO_STATUS.map((s) => {
            const on = search.status.includes(s);
            return (
              <Chip
                key={s}
                label={RDO_STATUS_LABEL[s]}
                color={on ? 'primary' : 'default'}
                variant={on ? 'filled' : 'outlined'}
                aria-pressed={on}
                onClick={() =>
                  onChange({ status: on ? search.status.filter((x) => x !== s) : [...search.status, s] })
                }
              />
            );
          })}
        </Stack>
        {hasRdoFilters(search) && (
          <Button
            size="small"
            startIcon={<FilterAltOffIcon />}
            onClick={() =>
              onChange({ obra: undefined, autor: undefined, de: undefined, ate: undefined, status: [] })
            }
            sx={{ ml: { sm: 'auto' } }}
          >
            {t('filtros.limpar')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
