import { Box, Link } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { JURIDICO_EVENTO_LABEL, type TAgendaItem } from '@portal/domain';
import { quando } from '../quando';

/**
 * A hearing or deadline in the agenda, a link to its case: hour, kind and title (struck through once done), the
 * hearings edged in the primary colour and the deadlines in the warning one. `detalhe` adds the case's number and
 * obra under it (the phone's list, which has the room); in the grid they are in the tooltip.
 */
export function AgendaEntrada({ item, detalhe = false }: { item: TAgendaItem; detalhe?: boolean }) {
  const { t } = useTranslation('juridico');
  const { processo } = item;
  const texto = t('agenda.item', { tipo: JURIDICO_EVENTO_LABEL[item.tipo], titulo: item.titulo });
  const caso = t('agenda.processo', {
    numero: processo.numeroCnj,
    parte: processo.parteContraria,
    obra: `${processo.obra.codigo} · ${processo.obra.nome}`,
  });
  return (
    <Link
      component={RouterLink}
      to={`/juridico/processo/${processo.id}`}
      underline="hover"
      color={item.concluido ? 'text.secondary' : 'text.primary'}
      title={`${quando(item.data, item.hora)} · ${texto} · ${caso}${item.concluido ? ` (${t('eventos.concluido')})` : ''}`}
      data-testid="agenda-item"
      sx={{
        display: 'block',
        minWidth: 0,
        px: 0.75,
        py: detalhe ? 1 : 0.25,
        borderRadius: 1,
        borderLeft: 3,
        borderColor: item.concluido ? 'divider' : item.tipo === 'audiencia' ? 'primary.main' : 'warning.main',
        bgcolor: 'action.hover',
        typography: detalhe ? 'body2' : 'caption',
        lineHeight: 1.4,
      }}
    >
      <Box
        component="span"
        sx={{
          display: 'block',
          textDecoration: item.concluido ? 'line-through' : undefined,
          ...(detalhe
            ? { overflowWrap: 'anywhere' }
            : { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }),
        }}
      >
        {item.hora && (
          <Box component="span" sx={{ fontWeight: 600, mr: 0.5 }}>
            {item.hora}
          </Box>
        )}
        {texto}
      </Box>
      {detalhe && (
        <Box component="span" sx={{ display: 'block', color: 'text.secondary', overflowWrap: 'anywhere' }}>
          {caso}
        </Box>
      )}
    </Link>
  );
}
