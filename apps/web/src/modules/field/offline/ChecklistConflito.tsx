import { useEffect } from 'react';
import { Box, Link, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import {
  formatDateTime,
  itensDoChecklist,
  type TChecklistItemModelo,
  type TChecklistResposta,
} from '@portal/domain';
import type { EnvioGuardado } from '../../../lib/offline/envios-db';
import { useChecklist } from '../checklist.queries';
import type { ChecklistOffline, RespostaGuardada } from './checklist-aparelho';

type Resposta = Pick<TChecklistResposta, 'valor' | 'nota' | 'fotoId'> & { comFoto: boolean };

function Valor({
  item,
  resposta,
}: {
  item: TChecklistItemModelo | undefined;
  resposta: Resposta | undefined;
}) {
  const { t } = useTranslation('checklist');
  if (!resposta) return <>{t('offline.semResposta')}</>;
  const partes: string[] = [];
  if (item?.tipo === 'conformidade' && typeof resposta.valor === 'string')
    partes.push(t(`resultado.${resposta.valor}`, { defaultValue: resposta.valor }));
  else if (item?.tipo === 'assinatura') partes.push(t('offline.assinada'));
  else if (typeof resposta.valor === 'number')
    partes.push(
      `${resposta.valor.toLocaleString('pt-BR', { maximumFractionDigits: 6 })} ${item?.unidade ?? ''}`.trim(),
    );
  else if (typeof resposta.valor === 'string') partes.push(resposta.valor);
  else if (item?.tipo !== 'foto') partes.push(t('offline.apagada'));
  if (resposta.nota) partes.push(resposta.nota);
  if (resposta.comFoto) partes.push(t('offline.comFoto'));
  return <>{partes.join(' · ')}</>;
}

/**
 * Answers given offline that the server refused (the checklist was concluded, or the order left execution
 * meanwhile): each of the user's answers beside what the server has for the same question. Nothing is dropped: the
 * item stays on the device until the user sends it again or discards it.
 */
export function ChecklistConflito({ envio }: { envio: EnvioGuardado }) {
  const { t } = useTranslation('checklist');
  const dados = envio.dados as ChecklistOffline;
  const checklist = useChecklist(dados.checklistId);
  // The page may still hold the checklist as it was read before the signal went: the server's is what counts here.
  const { refetch } = checklist;
  useEffect(() => void refetch(), [refetch]);
  const c = checklist.data;
  const itens = c ? itensDoChecklist(c.secoes).map((i) => i.item) : [];
  const doServidor = new Map(c?.respostas.map((r) => [r.itemId, r]));
  const minha = (r: RespostaGuardada): Resposta => ({ ...r, comFoto: !!(r.fotoId || r.fotoLocal) });
  return (
    <Stack spacing={1.5}>
      {c ? (
        <Typography variant="body2">
          {c.status === 'concluido' && c.concluidoEm
            ? t('offline.concluidoNoServidor', { quando: formatDateTime(c.concluidoEm) })
            : t('offline.noServidor', { status: t(`status.${c.status}`) })}
        </Typography>
      ) : (
        <Skeleton variant="text" />
      )}
      <Stack component="ul" spacing={1} sx={{ p: 0, m: 0, listStyle: 'none' }}>
        {dados.respostas.map((r) => {
          const item = itens.find((i) => i.id === r.itemId);
          const servidor = doServidor.get(r.itemId);
          return (
            <Paper component="li" variant="outlined" key={r.id} sx={{ p: 1.5 }}>
              <Typography variant="subtitle2" component="h3">
                {item?.texto ?? r.itemId}
              </Typography>
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={{ xs: 0.5, sm: 2 }}
                sx={{ typography: 'body2' }}
              >
                <Box sx={{ flex: 1 }}>
                  <Box component="span" sx={{ fontWeight: 600 }}>
                    {t('offline.aSua')}{' '}
                  </Box>
                  <Valor item={item} resposta={minha(r)} />
                </Box>
                <Box sx={{ flex: 1 }}>
                  <Box component="span" sx={{ fontWeight: 600 }}>
                    {t('offline.doServidor')}{' '}
                  </Box>
                  {c ? (
                    <Valor item={item} resposta={servidor && { ...servidor, comFoto: !!servidor.fotoId }} />
                  ) : (
                    <Skeleton variant="text" sx={{ display: 'inline-block', width: 120 }} />
                  )}
                  {servidor &&
                    ` (${t('preencher.por', { nome: servidor.porNome, quando: formatDateTime(servidor.em) })})`}
                </Box>
              </Stack>
            </Paper>
          );
        })}
      </Stack>
      <Link
        component={RouterLink}
        to={`/${dados.obra}/checklist/${dados.tipo}/preencher?checklist=${dados.checklistId}`}
      >
        {t('offline.abrirChecklist')}
      </Link>
    </Stack>
  );
}
