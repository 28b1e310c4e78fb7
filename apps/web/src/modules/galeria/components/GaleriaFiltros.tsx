import { useState } from 'react';
import {
  Badge,
  Box,
  Button,
  Chip,
  Collapse,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import FilterListIcon from '@mui/icons-material/FilterList';
import FilterAltOffIcon from '@mui/icons-material/FilterAltOff';
import { useTranslation } from 'react-i18next';
import type { TGaleriaFonte } from '@portal/domain';
import { PeriodoFields } from '../../../components/PeriodoFields';
import type { GaleriaFiltros as Filtros } from '../galeria.queries';

/**
 * The gallery's filters: the period (both days included) and the sources, each a chip that is on or off (none on is
 * every source). On a phone they fold behind one "Filtros" button with how many are set, so the photos come first.
 */
export function GaleriaFiltros({
  filtros,
  fontes,
  ativos,
  onChange,
  onClear,
}: {
  filtros: Filtros;
  /** The sources this user may see (the API's answer); none yet while it loads. */
  fontes: TGaleriaFonte[];
  ativos: number;
  onChange: (change: Partial<Filtros>) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation('galeria');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [aberto, setAberto] = useState(false);
  const alternar = (fonte: string) =>
    onChange({
      fonte: filtros.fonte.includes(fonte)
        ? filtros.fonte.filter((f) => f !== fonte)
        : [...filtros.fonte, fonte],
    });
  const limpar = ativos > 0 && (
    <Button size="small" startIcon={<FilterAltOffIcon />} onClick={onClear}>
      {t('lista.limparFiltros', { ns: 'comum' })}
    </Button>
  );

  return (
    <Box component="section" aria-label={t('lista.filtros', { ns: 'comum' })} sx={{ mb: 2 }}>
      {phone && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Button
            variant={aberto ? 'contained' : 'outlined'}
            onClick={() => setAberto((open) => !open)}
            aria-expanded={aberto}
            aria-controls="galeria-filtros"
            startIcon={
              <Badge badgeContent={ativos} color="secondary">
                <FilterListIcon />
              </Badge>
            }
          >
            {t('lista.filtros', { ns: 'comum' })}
          </Button>
          {limpar}
        </Stack>
      )}
      <Collapse in={!phone || aberto} id="galeria-filtros" unmountOnExit={false}>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          useFlexGap
          sx={{ pt: phone ? 2 : 0, alignItems: { md: 'center' }, flexWrap: 'wrap' }}
        >
          <Stack direction="row" spacing={2} sx={{ width: { xs: '100%', md: 380 } }}>
            <PeriodoFields size="small" de={filtros.de} ate={filtros.ate} onChange={onChange} />
          </Stack>
          {fontes.length > 1 && (
            <Stack
              direction="row"
              useFlexGap
              role="group"
              aria-labelledby="galeria-fontes"
              sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}
            >
              <Typography id="galeria-fontes" variant="body2" color="text.secondary">
                {t('filtros.fontes')}
              </Typography>
              {fontes.map(({ fonte, label }) => {
                const on = filtros.fonte.includes(fonte);
                return (
                  <Chip
                    key={fonte}
                    label={label}
                    color={on ? 'primary' : 'default'}
                    variant={on ? 'filled' : 'outlined'}
                    onClick={() => alternar(fonte)}
                    aria-pressed={on}
                  />
                );
              })}
            </Stack>
          )}
          {!phone && <Box sx={{ flex: 1 }} />}
          {!phone && limpar}
        </Stack>
      </Collapse>
    </Box>
  );
}
