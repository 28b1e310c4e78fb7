import { Chip, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDate, MATERIAIS_DISCIPLINAS, type TListaResumo } from '@portal/domain';
import { ListaStatusChip } from './ListaStatusChip';
import { useComQuem } from './use-com-quem';

/** A list as a card on a phone: code and title, status, discipline, who has it, revision, lines, last change. */
export function ListaCardContent({ lista }: { lista: TListaResumo }) {
  const { t } = useTranslation('materiais');
  const comQuem = useComQuem();
  return (
    <Stack spacing={0.75}>
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
        {t('lista.cartaoTitulo', { codigo: lista.codigo, titulo: lista.titulo })}
      </Typography>
      <Stack direction="row" sx={{ gap: 0.75, flexWrap: 'wrap' }}>
        <ListaStatusChip status={lista.status} />
        <Chip size="small" variant="outlined" label={MATERIAIS_DISCIPLINAS[lista.disciplina]} />
        {lista.planejadaSap && <Chip size="small" color="success" label={t('lista.planejadaSap')} />}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {t('lista.comQuem', { nome: comQuem(lista) })}
        {' · '}
        {lista.revisao > 0 ? t('lista.revisao', { numero: lista.revisao }) : t('lista.semRevisao')}
        {' · '}
        {t('lista.linhas', { count: lista.totalLinhas })}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {t('lista.atualizada', { data: formatDate(lista.updatedAt) })}
      </Typography>
    </Stack>
  );
}
