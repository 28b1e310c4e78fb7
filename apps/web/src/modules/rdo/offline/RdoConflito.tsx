import { Box, Link, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDate } from '@portal/domain';
import { EnviarEmOutraData } from '../../../components/offline/EnviarEmOutraData';
import type { EnvioGuardado } from '../../../lib/offline/envios-db';
import { useRdo, useRdoModelo } from '../rdo.queries';
import type { RdoOffline } from './rdo-offline';

/** What both versions of a day's report share, enough to compare them (the form's and the server's shapes). */
interface ConteudoComparavel {
  semTrabalho?: boolean;
  horarioInicio?: string | null;
  horarioFim?: string | null;
  maoDeObra?: { funcao: string; quantidade?: number | string | null }[];
  atividades?: { descricao?: string }[];
  ocorrencias?: unknown[];
  comentarios?: string;
}

function Resumo({ titulo, conteudo }: { titulo: string; conteudo: ConteudoComparavel }) {
  const { t } = useTranslation('rdoEdicao');
  const pessoas = (conteudo.maoDeObra ?? []).reduce((soma, m) => soma + Number(m.quantidade || 0), 0);
  return (
    <Paper variant="outlined" sx={{ p: 1.5, flex: 1, minWidth: 0 }}>
      <Typography variant="subtitle2" component="h3" gutterBottom>
        {titulo}
      </Typography>
      <Stack spacing={0.5} sx={{ typography: 'body2' }}>
        <span>
          {conteudo.semTrabalho
            ? t('offline.semTrabalho')
            : t('offline.expediente', {
                inicio: conteudo.horarioInicio ?? '—',
                fim: conteudo.horarioFim ?? '—',
              })}
        </span>
        <span>
          {t('offline.maoDeObra', { count: pessoas })}
          {(conteudo.maoDeObra ?? []).length > 0 &&
            `: ${(conteudo.maoDeObra ?? []).map((m) => `${m.funcao} × ${m.quantidade}`).join(', ')}`}
        </span>
        <span>
          {t('offline.atividades', { count: conteudo.atividades?.length ?? 0 })}
          {(conteudo.atividades ?? []).length > 0 &&
            `: ${(conteudo.atividades ?? []).map((a) => a.descricao).join('; ')}`}
        </span>
        <span>{t('offline.ocorrencias', { count: conteudo.ocorrencias?.length ?? 0 })}</span>
        <Box component="span" sx={{ whiteSpace: 'pre-wrap' }}>
          {conteudo.comentarios ? conteudo.comentarios : t('offline.semComentarios')}
        </Box>
      </Stack>
    </Paper>
  );
}

/**
 * An RDO made offline for a day someone else reported first: the user's version (kept on the device) beside the
 * server's, to send theirs for another day, open the server's to add what is missing, or discard theirs.
 */
export function RdoConflito({ envio }: { envio: EnvioGuardado }) {
  const { t } = useTranslation('rdoEdicao');
  const dados = envio.dados as RdoOffline;
  const modelo = useRdoModelo(dados.obraId, dados.data, true);
  const existente = modelo.data?.data === dados.data && !modelo.isFetching ? modelo.data.existente : null;
  const doServidor = useRdo(existente?.id);
  return (
    <Stack spacing={1.5}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5}>
        <Resumo titulo={t('offline.oSeu', { data: formatDate(dados.data) })} conteudo={dados.conteudo} />
        {doServidor.data ? (
          <Resumo
            titulo={t('offline.doServidor', {
              numero: doServidor.data.numero,
              autor: doServidor.data.autor?.name ?? '',
            })}
            conteudo={doServidor.data.conteudo}
          />
        ) : (
          <Skeleton variant="rounded" height={140} sx={{ flex: 1 }} />
        )}
      </Stack>
      {existente && (
        <Link component={RouterLink} to={`/diarios/${existente.id}`}>
          {t('offline.abrirDoServidor', { numero: existente.numero })}
        </Link>
      )}
      <EnviarEmOutraData envio={envio} data={dados.data} comData={(data) => ({ ...dados, data })} />
    </Stack>
  );
}
