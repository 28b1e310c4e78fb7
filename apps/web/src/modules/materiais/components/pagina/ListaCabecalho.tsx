import { Chip, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { MATERIAIS_DISCIPLINAS, type TLista } from '@portal/domain';
import { ListaStatusChip } from '../lista/ListaStatusChip';

/** The list's code and title, status, revision, whether it is planned in SAP (with the document), and its origin. */
export function ListaCabecalho({ lista }: { lista: TLista }) {
  const { t } = useTranslation('materiais');
  return (
    <Stack spacing={1}>
      <Typography
        variant="h5"
        component="h1"
        sx={{ fontSize: { xs: '1.3rem', sm: '1.5rem' }, overflowWrap: 'anywhere' }}
      >
        {t('pagina.titulo', { codigo: lista.codigo, titulo: lista.titulo })}
      </Typography>
      <Stack direction="row" sx={{ gap: 0.75, flexWrap: 'wrap', alignItems: 'center' }}>
        <ListaStatusChip status={lista.status} size="medium" />
        <Chip
          size="small"
          variant="outlined"
          label={lista.revisao > 0 ? t('pagina.revisao', { numero: lista.revisao }) : t('pagina.semRevisao')}
        />
        {lista.planejadaSap && (
          <Chip
            size="small"
            color="success"
            label={t('pagina.planejadaSap', { documento: lista.sap.documento ?? '' })}
          />
        )}
        <Chip size="small" variant="outlined" label={MATERIAIS_DISCIPLINAS[lista.disciplina]} />
        <Typography variant="body2" color="text.secondary">
          {[
            lista.obra.codigo,
            lista.origem === 'projeto'
              ? t('pagina.origemProjeto', { projeto: lista.projeto })
              : t('pagina.origemObra'),
            lista.template ? t('pagina.doTemplate', { nome: lista.template.nome }) : null,
            t('lista.linhas', { count: lista.totalLinhas }),
          ]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
      </Stack>
    </Stack>
  );
}
