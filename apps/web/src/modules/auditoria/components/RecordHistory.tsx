import { Alert, Box, Button, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TEventoHistorico } from '@portal/domain';
import { autorLinha } from '../autor-linha';
import { useRecordHistory } from '../auditoria.queries';
import { MudancasTable } from './MudancasTable';

export interface RecordHistoryProps {
  /** The kind of record, as the API's record registry names it (`rdo`, `obra`...). */
  entidade: string;
  id: string;
  /** Anything that changes with the record (its `updatedAt`): the history is asked again when it does. */
  versao?: string | number;
}

function Evento({ evento, last }: { evento: TEventoHistorico; last: boolean }) {
  const { t } = useTranslation('auditoria');
  return (
    <Box
      component="li"
      sx={{
        display: 'grid',
        gridTemplateColumns: '20px minmax(0, 1fr)',
        columnGap: 1.5,
        breakInside: 'avoid',
      }}
    >
      {/* The dot and the line joining it to the next change. */}
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }} aria-hidden>
        <Box
          sx={{ width: 12, height: 12, mt: 0.75, borderRadius: '50%', bgcolor: 'grey.400', flexShrink: 0 }}
        />
        {!last && <Box sx={{ flex: 1, width: 2, bgcolor: 'divider', my: 0.5 }} />}
      </Box>
      <Box sx={{ pb: last ? 0 : 2.5, minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {evento.acaoRotulo}
        </Typography>
        <Typography variant="caption" color="text.secondary" title={evento.por.email ?? undefined}>
          {autorLinha(evento, t)}
        </Typography>
        {evento.detalhe && (
          <Typography
            variant="body2"
            component="blockquote"
            sx={{ m: 0, mt: 0.5, pl: 1.5, borderLeft: 3, borderColor: 'divider', whiteSpace: 'pre-wrap' }}
          >
            {evento.detalhe}
          </Typography>
        )}
        {evento.mudancas.length > 0 && (
          <Box sx={{ mt: 1, overflowX: 'auto' }}>
            <MudancasTable mudancas={evento.mudancas} />
          </Box>
        )}
      </Box>
    </Box>
  );
}

/**
 * Any record's history from the audit log, newest first: who, when (dd/mm/aaaa HH:mm), what, and the fields that
 * changed with their old and new values; "Carregar mais" asks the next page. For the internal team (the API refuses
 * external users), so a page shows it only to them.
 */
export function RecordHistory({ entidade, id, versao }: RecordHistoryProps) {
  const { t } = useTranslation('auditoria');
  const history = useRecordHistory(entidade, id, versao);

  if (history.isPending)
    return (
      <Stack spacing={1.5} aria-busy aria-label={t('historico.carregando')}>
        <Skeleton variant="rounded" height={56} />
        <Skeleton variant="rounded" height={56} />
      </Stack>
    );
  // A failed first page has nothing to show; a failed next page keeps what was shown (its error is below it).
  if (!history.data) return <Alert severity="error">{history.error?.message}</Alert>;

  const pages = history.data.pages;
  // Pages are asked by offset: a change made meanwhile may bring a row already shown.
  const seen = new Set<string>();
  const eventos = pages.flatMap((p) => p.items).filter((e) => !seen.has(e.id) && !!seen.add(e.id));
  const total = pages.at(-1)?.total ?? 0;
  if (eventos.length === 0) return <Typography color="text.secondary">{t('historico.vazio')}</Typography>;

  return (
    <Stack spacing={1.5}>
      <Box component="ol" sx={{ p: 0, m: 0, listStyle: 'none' }} aria-label={t('historico.lista')}>
        {eventos.map((evento, i) => (
          <Evento key={evento.id} evento={evento} last={i === eventos.length - 1} />
        ))}
      </Box>
      {history.hasNextPage && (
        <Stack
          direction="row"
          spacing={1.5}
          sx={{ alignItems: 'center', flexWrap: 'wrap', displayPrint: 'none' }}
        >
          <Button
            variant="outlined"
            size="small"
            onClick={() => void history.fetchNextPage()}
            loading={history.isFetchingNextPage}
          >
            {t('historico.carregarMais')}
          </Button>
          <Typography variant="caption" color="text.secondary">
            {t('historico.mostrando', { mostrando: eventos.length, total })}
          </Typography>
        </Stack>
      )}
      {history.isFetchNextPageError && <Alert severity="error">{history.error?.message}</Alert>}
    </Stack>
  );
}
