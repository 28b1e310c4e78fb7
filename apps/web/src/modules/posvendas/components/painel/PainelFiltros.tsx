import { Box, Button } from '@mui/material';
import FilterAltOffIcon from '@mui/icons-material/FilterAltOff';
import { useTranslation } from 'react-i18next';
import { PeriodoFields } from '../../../../components/PeriodoFields';
import type { PainelParams } from '../../posvendas.queries';
import { ObraSelect } from '../../../obras/components/ObraSelect';
import { ProdutoFiltro } from '../lista/ProdutoFiltro';
import { ResponsavelSelect } from '../lista/ResponsavelSelect';

/** The dashboards' filters: the period the tickets were opened in, an obra, a product (and who handled them). */
export function PainelFiltros({
  filtros,
  ativos,
  comResponsavel = false,
  onChange,
}: {
  filtros: PainelParams;
  ativos: number;
  comResponsavel?: boolean;
  onChange: (change: Partial<PainelParams>) => void;
}) {
  const { t } = useTranslation('posvendas');
  return (
    <Box
      component="section"
      aria-label={t('painel.filtros')}
      sx={{
        display: 'grid',
        gap: 2,
        alignItems: 'center',
        mb: 3,
        gridTemplateColumns: {
          xs: '1fr 1fr',
          md: comResponsavel ? 'repeat(3, 1fr)' : 'repeat(4, 1fr)',
          lg: comResponsavel ? 'repeat(5, 1fr) auto' : 'repeat(4, 1fr) auto',
        },
      }}
    >
      <PeriodoFields
        size="small"
        de={filtros.de}
        ate={filtros.ate}
        onChange={onChange}
        rotulos={{ de: t('filtros.de'), ate: t('filtros.ate') }}
      />
      <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
        <ObraSelect
          size="small"
          label={t('filtros.obra')}
          value={filtros.obra}
          onChange={(obra) => onChange({ obra })}
        />
      </Box>
      <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
        <ProdutoFiltro value={filtros.produto} onChange={(produto) => onChange({ produto })} />
      </Box>
      {comResponsavel && (
        <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
          <ResponsavelSelect
            size="small"
            label={t('filtros.responsavel')}
            vazio={t('filtros.todos')}
            value={filtros.responsavel}
            onChange={(responsavel) => onChange({ responsavel })}
          />
        </Box>
      )}
      {ativos > 0 && (
        <Button
          size="small"
          startIcon={<FilterAltOffIcon />}
          onClick={() =>
            onChange({
              de: undefined,
              ate: undefined,
              obra: undefined,
              produto: undefined,
              responsavel: undefined,
            })
          }
          sx={{ justifySelf: 'start' }}
        >
          {t('painel.limpar')}
        </Button>
      )}
    </Box>
  );
}
