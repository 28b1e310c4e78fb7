import { useState } from 'react';
import { Button, Divider, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import AddIcon from '@mui/icons-material/Add';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { todayInSaoPaulo, type TJuridicoEvento, type TProcesso } from '@portal/domain';
import { SectionCard } from '../../../../components/SectionCard';
import { useConfirm } from '../../../../layout/dialogs/use-dialogs';
import { useExcluirEvento, useSalvarEvento } from '../../juridico.queries';
import { EventoFormDialog } from './EventoFormDialog';
import { EventoItem } from './EventoItem';

/**
 * The case's hearings and deadlines by date (they are in the calendar feed and the reminders of the people on the
 * case); the legal staff add, change, delete and mark them done.
 */
export function EventosCard({ processo }: { processo: TProcesso }) {
  const { t } = useTranslation('juridico');
  const { enqueueSnackbar } = useSnackbar();
  const confirm = useConfirm();
  const [editando, setEditando] = useState<TJuridicoEvento | 'novo' | null>(null);
  const salvar = useSalvarEvento(processo.id);
  const excluir = useExcluirEvento(processo.id);
  const podeEditar = processo.acoes.editar;
  // The agenda opens on the month of the next hearing or deadline still open, or on this month.
  const hoje = todayInSaoPaulo();
  const proximo = processo.eventos
    .filter((e) => !e.concluido && e.data >= hoje)
    .reduce<string | undefined>((menor, e) => (menor && menor <= e.data ? menor : e.data), undefined);
  const falhou = (e: unknown) =>
    enqueueSnackbar(e instanceof Error ? e.message : String(e), { variant: 'error' });

  const concluir = async (evento: TJuridicoEvento, concluido: boolean) => {
    const { id: _id, ...input } = evento;
    try {
      await salvar.mutateAsync({ eventoId: evento.id, input: { ...input, concluido } });
    } catch (e) {
      falhou(e);
    }
  };
  const remover = async (evento: TJuridicoEvento) => {
    if (!(await confirm(t('eventos.excluirTexto', { titulo: evento.titulo }), t('eventos.excluirTitulo'))))
      return;
    try {
      await excluir.mutateAsync(evento.id);
      enqueueSnackbar(t('eventos.excluido'), { variant: 'success' });
    } catch (e) {
      falhou(e);
    }
  };

  return (
    <SectionCard
      id="processo-eventos"
      title={t('eventos.titulo')}
      aside={
        podeEditar && (
          <Button startIcon={<AddIcon />} onClick={() => setEditando('novo')}>
            {t('eventos.novo')}
          </Button>
        )
      }
    >
      {processo.eventos.length === 0 ? (
        <Typography color="text.secondary">{t('eventos.nenhum')}</Typography>
      ) : (
        <Stack
          component="ul"
          spacing={1.5}
          divider={<Divider component="li" aria-hidden />}
          sx={{ listStyle: 'none', m: 0, p: 0 }}
          aria-label={t('eventos.titulo')}
        >
          {processo.eventos.map((evento) => (
            <EventoItem
              key={evento.id}
              evento={evento}
              podeEditar={podeEditar}
              ocupado={salvar.isPending || excluir.isPending}
              onConcluir={(concluido) => void concluir(evento, concluido)}
              onEditar={() => setEditando(evento)}
              onExcluir={() => void remover(evento)}
            />
          ))}
        </Stack>
      )}
      <Typography variant="body2" sx={{ mt: 2 }}>
        <Link component={RouterLink} to={`/juridico/agenda?mes=${(proximo ?? hoje).slice(0, 7)}`}>
          {t('eventos.verNaAgenda')}
        </Link>
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('eventos.calendario')}{' '}
        <Link component={RouterLink} to="/usuarios">
          {t('eventos.calendarioLink')}
        </Link>
      </Typography>
      {editando && (
        <EventoFormDialog
          processoId={processo.id}
          evento={editando === 'novo' ? undefined : editando}
          onClose={() => setEditando(null)}
        />
      )}
    </SectionCard>
  );
}
