import { Box, FormControlLabel, Stack, Switch } from '@mui/material';
import { useTranslation } from 'react-i18next';
import {
  CHAMADO_PRIORIDADES,
  CHAMADO_PRIORIDADE_LABEL,
  CHAMADO_STATUSES,
  CHAMADO_STATUS_LABEL,
} from '@portal/domain';
import { PeriodoFields } from '../../../../components/PeriodoFields';
import { MultiSelectFilter } from '../../../../components/list/MultiSelectFilter';
import { ObraSelect } from '../../../obras/components/ObraSelect';
import { ClienteFiltro } from '../../../obras/components/ClienteFiltro';
import { ProdutoFiltro } from './ProdutoFiltro';
import { ResponsavelSelect } from './ResponsavelSelect';

export interface ChamadosFiltrosValores {
  status: string[];
  prioridade: string[];
  obra?: string;
  cliente?: string;
  produto?: string;
  responsavel?: string;
  slaEstourado?: string;
  comigo?: string;
  de?: string;
  ate?: string;
}

/**
 * The tickets' filters: status and priority, obra, product, the period they were opened in and those past their
 * SLA; the team also filters by client and responsible, and keeps to their own ("Comigo").
 */
export function ChamadosFiltros({
  filtros,
  equipe,
  onChange,
}: {
  filtros: ChamadosFiltrosValores;
  /** The after-sales team and its readers (a client sees only their own obras' tickets, nobody's queue). */
  equipe: boolean;
  onChange: (change: Partial<ChamadosFiltrosValores>) => void;
}) {
  const { t } = useTranslation('posvendas');
  const alternar = (name: 'slaEstourado' | 'comigo', label: string) => (
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
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' },
      }}
    >
      <MultiSelectFilter
        label={t('filtros.status')}
        value={filtros.status}
        options={CHAMADO_STATUSES}
        labels={CHAMADO_STATUS_LABEL}
        onChange={(status) => onChange({ status })}
      />
      <MultiSelectFilter
        label={t('filtros.prioridade')}
        value={filtros.prioridade}
        options={CHAMADO_PRIORIDADES}
        labels={CHAMADO_PRIORIDADE_LABEL}
        onChange={(prioridade) => onChange({ prioridade })}
      />
      <ObraSelect
        size="small"
        label={t('filtros.obra')}
        value={filtros.obra}
        onChange={(obra) => onChange({ obra })}
      />
      <ProdutoFiltro value={filtros.produto} onChange={(produto) => onChange({ produto })} />
      {equipe && (
        <ClienteFiltro
          label={t('filtros.cliente')}
          value={filtros.cliente}
          onChange={(cliente) => onChange({ cliente })}
        />
      )}
      {equipe && (
        <ResponsavelSelect
          size="small"
          label={t('filtros.responsavel')}
          vazio={t('filtros.todos')}
          value={filtros.responsavel}
          onChange={(responsavel) => onChange({ responsavel })}
        />
      )}
      <PeriodoFields
        size="small"
        de={filtros.de}
        ate={filtros.ate}
        onChange={onChange}
        rotulos={{ de: t('filtros.de'), ate: t('filtros.ate') }}
      />
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', columnGap: 1, gridColumn: { lg: 'span 2' } }}>
        {alternar('slaEstourado', t('filtros.slaEstourado'))}
        {equipe && alternar('comigo', t('filtros.comigo'))}
      </Stack>
    </Box>
  );
}
