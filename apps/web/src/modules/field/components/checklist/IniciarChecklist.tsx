import { useState } from 'react';
import { Alert, Button, MenuItem, Skeleton, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TOsTipo } from '@portal/domain';
import { useChecklistModelos, useIniciarChecklist, useOrdensEmExecucao } from '../../checklist.queries';

/** A key for this start: a second tap (or a retry after a lost answer) returns the same checklist. */
function newKey(): string {
  return (
    globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`
  );
}

export interface IniciarChecklistProps {
  obra: string;
  tipo: TOsTipo;
  /** The order the page was opened for (`?os=`), chosen already. */
  os?: string;
  onStarted: (os: string, checklist: string) => void;
}

/** Chooses the order in execution and the template, and starts a checklist on the template's current version. */
export function IniciarChecklist({ obra, tipo, os: osInicial, onStarted }: IniciarChecklistProps) {
  const { t } = useTranslation('checklist');
  const ordens = useOrdensEmExecucao(obra, tipo);
  const modelos = useChecklistModelos(obra, tipo);
  const iniciar = useIniciarChecklist(tipo);
  const [os, setOs] = useState(osInicial ?? '');
  const [modelo, setModelo] = useState('');
  const [chave] = useState(newKey);
  const ativos = modelos.data?.items.filter((m) => m.ativo) ?? [];
  const ordem = ordens.data?.items.some((o) => o.id === os)
    ? os
    : ordens.data?.items.length === 1
      ? ordens.data.items[0]!.id
      : '';
  const escolhido = ativos.some((m) => m.id === modelo) ? modelo : ativos.length === 1 ? ativos[0]!.id : '';

  if (ordens.isPending || modelos.isPending) return <Skeleton variant="rounded" height={200} />;
  if (ordens.isError) return <Alert severity="error">{ordens.error.message}</Alert>;
  if (modelos.isError) return <Alert severity="error">{modelos.error.message}</Alert>;

  const start = async () => {
    const checklist = await iniciar.mutateAsync({ os: ordem, modeloId: escolhido, chaveIdempotencia: chave });
    onStarted(ordem, checklist.id);
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 600 }}>
      <Typography color="text.secondary">{t('preencher.escolher')}</Typography>
      {ordens.data.items.length === 0 && <Alert severity="info">{t('preencher.semOrdens')}</Alert>}
      {ativos.length === 0 && <Alert severity="info">{t('preencher.semModelos')}</Alert>}
      <TextField
        select
        label={t('preencher.os')}
        value={ordem}
        onChange={(e) => setOs(e.target.value)}
        fullWidth
      >
        {ordens.data.items.map((o) => (
          <MenuItem key={o.id} value={o.id}>
            {t('preencher.osOpcao', o)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={t('preencher.modelo')}
        value={escolhido}
        onChange={(e) => setModelo(e.target.value)}
        fullWidth
      >
        {ativos.map((m) => (
          <MenuItem key={m.id} value={m.id}>
            {t('preencher.modeloOpcao', { nome: m.nome, versao: m.versaoAtual })}
          </MenuItem>
        ))}
      </TextField>
      {iniciar.isError && <Alert severity="error">{iniciar.error.message}</Alert>}
      <Button
        variant="contained"
        size="large"
        disabled={!ordem || !escolhido}
        loading={iniciar.isPending}
        onClick={() => void start().catch(() => undefined)}
        sx={{ minHeight: 52, alignSelf: 'flex-start' }}
      >
        {t('preencher.iniciar')}
      </Button>
    </Stack>
  );
}
