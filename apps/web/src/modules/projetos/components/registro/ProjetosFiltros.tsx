import { Box, FormControlLabel, Switch } from '@mui/material';
import { useTranslation } from 'react-i18next';
import {
  PROJETO_CATEGORIA_LABEL,
  PROJETO_CODIGO_LABEL,
  PROJETO_CODIGOS,
  PROJETO_DISCIPLINA_LABEL,
  PROJETO_DISCIPLINAS,
  PROJETO_SITUACAO_LABEL,
  PROJETO_SITUACOES,
  type TObraTipo,
  type TProjetoCategoria,
} from '@portal/domain';
import { MultiSelectFilter } from '../../../../components/list/MultiSelectFilter';
import { ObraSelect } from '../../../obras/components/ObraSelect';

export interface ProjetosFiltrosValores {
  obra?: string;
  categoria: string[];
  disciplina: string[];
  situacao: string[];
  codigo: string[];
  atrasados?: string;
}

/**
 * The register's filters: the obra (general registers only), category (unless the page fixes it), discipline,
 * situation, the client's code and only the overdue. `categorias` are those this reader may see (Referência only
 * with readInterno).
 */
export function ProjetosFiltros({
  filtros,
  categorias,
  obraTipo,
  onChange,
}: {
  filtros: ProjetosFiltrosValores;
  categorias: readonly TProjetoCategoria[] | null;
  /** The obra filter's kind; no obra filter when the page has its obra. */
  obraTipo: TObraTipo | null;
  onChange: (change: Partial<ProjetosFiltrosValores>) => void;
}) {
  const { t } = useTranslation('projetos');
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        alignItems: 'center',
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' },
      }}
    >
      {obraTipo && (
        <ObraSelect
          size="small"
          tipo={obraTipo}
          label={t('filtros.obra')}
          value={filtros.obra}
          onChange={(obra) => onChange({ obra })}
        />
      )}
      {categorias && (
        <MultiSelectFilter
          label={t('filtros.categoria')}
          value={filtros.categoria}
          options={categorias}
          labels={PROJETO_CATEGORIA_LABEL}
          onChange={(categoria) => onChange({ categoria })}
        />
      )}
      <MultiSelectFilter
        label={t('filtros.disciplina')}
        value={filtros.disciplina}
        options={PROJETO_DISCIPLINAS}
        labels={PROJETO_DISCIPLINA_LABEL}
        onChange={(disciplina) => onChange({ disciplina })}
      />
      <MultiSelectFilter
        label={t('filtros.situacao')}
        value={filtros.situacao}
        options={PROJETO_SITUACOES}
        labels={PROJETO_SITUACAO_LABEL}
        onChange={(situacao) => onChange({ situacao })}
      />
      <MultiSelectFilter
        label={t('filtros.codigo')}
        value={filtros.codigo}
        options={PROJETO_CODIGOS}
        labels={PROJETO_CODIGO_LABEL}
        onChange={(codigo) => onChange({ codigo })}
      />
      <FormControlLabel
        control={
          <Switch
            checked={filtros.atrasados === 'sim'}
            onChange={(e) => onChange({ atrasados: e.target.checked ? 'sim' : undefined })}
          />
        }
        label={t('filtros.atrasados')}
      />
    </Box>
  );
}
