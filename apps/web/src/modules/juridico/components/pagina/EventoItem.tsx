import { Box, Checkbox, Chip, FormControlLabel, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import EventIcon from '@mui/icons-material/Event';
import HourglassIcon from '@mui/icons-material/HourglassEmpty';
import { useTranslation } from 'react-i18next';
import { JURIDICO_EVENTO_LABEL, todayInSaoPaulo, type TJuridicoEvento } from '@portal/domain';
import { quando } from '../quando';

/**
 * One hearing or deadline: what, when, where; done, today or overdue; for the legal staff, mark it done, change it or
 * delete it.
 */
export function EventoItem({
  evento,
  podeEditar,
  ocupado,
  onConcluir,
  onEditar,
  onExcluir,
}: {
  evento: TJuridicoEvento;
  podeEditar: boolean;
  ocupado: boolean;
  onConcluir: (concluido: boolean) => void;
  onEditar: () => void;
  onExcluir: () => void;
}) {
  const { t } = useTranslation('juridico');
  const hoje = todayInSaoPaulo();
  const situacao = evento.concluido
    ? { label: t('eventos.concluido'), color: 'success' as const }
    : evento.data < hoje
      ? { label: t('eventos.atrasado'), color: 'error' as const }
      : evento.data === hoje
        ? { label: t('eventos.hoje'), color: 'warning' as const }
        : null;
  const Icone = evento.tipo === 'audiencia' ? EventIcon : HourglassIcon;
  return (
    <Box
      component="li"
      data-testid="evento"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}
    >
      <Icone color={evento.concluido ? 'disabled' : 'primary'} sx={{ mt: 0.25 }} aria-hidden />
      {/* On a phone the actions go under the text rather than squeeze it. */}
      <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography sx={{ fontWeight: 600 }}>{quando(evento.data, evento.hora)}</Typography>
          <Chip size="small" variant="outlined" label={JURIDICO_EVENTO_LABEL[evento.tipo]} />
          {situacao && <Chip size="small" color={situacao.color} label={situacao.label} />}
        </Stack>
        <Typography
          sx={{ overflowWrap: 'anywhere', textDecoration: evento.concluido ? 'line-through' : undefined }}
        >
          {evento.titulo}
        </Typography>
        {evento.local && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {evento.local}
          </Typography>
        )}
        {evento.observacao && (
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {evento.observacao}
          </Typography>
        )}
      </Box>
      {podeEditar && (
        <Stack direction="row" sx={{ alignItems: 'center', flexShrink: 0, ml: 'auto' }}>
          <FormControlLabel
            sx={{ mr: 0 }}
            control={
              <Checkbox
                size="small"
                checked={evento.concluido}
                disabled={ocupado}
                onChange={(e) => onConcluir(e.target.checked)}
              />
            }
            label={<Typography variant="body2">{t('eventos.marcarConcluido')}</Typography>}
          />
          <Tooltip title={t('eventos.editar', { titulo: evento.titulo })}>
            <IconButton
              size="small"
              aria-label={t('eventos.editar', { titulo: evento.titulo })}
              onClick={onEditar}
            >
              <EditIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title={t('eventos.excluir', { titulo: evento.titulo })}>
            <IconButton
              size="small"
              aria-label={t('eventos.excluir', { titulo: evento.titulo })}
              onClick={onExcluir}
              disabled={ocupado}
            >
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </Stack>
      )}
    </Box>
  );
}
