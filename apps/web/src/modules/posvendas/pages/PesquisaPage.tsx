import { useState } from 'react';
import { Alert, Button, Card, CardContent, Skeleton, Stack, TextField, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlined';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDate, nomeDoChamado, type TPesquisaPublica } from '@portal/domain';
import { ApiError } from '../../../lib/api-error';
import { NotaEscolha } from '../components/publico/NotaEscolha';
import { PesquisaLayout } from '../components/publico/PesquisaLayout';
import { usePesquisa, useResponderPesquisa } from '../posvendas.queries';

type Fim = 'obrigado' | 'respondida' | 'expirada';

/** The survey's end: the thanks, or why it cannot be answered (already answered, expired link). */
function Final({ fim }: { fim: Fim }) {
  const { t } = useTranslation('posvendas');
  if (fim === 'obrigado')
    return (
      <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center', py: 2 }} role="status">
        <CheckCircleIcon color="success" sx={{ fontSize: 56 }} aria-hidden />
        <Typography variant="h5" component="h2">
          {t('pesquisa.obrigado')}
        </Typography>
        <Typography color="text.secondary">{t('pesquisa.obrigadoTexto')}</Typography>
      </Stack>
    );
  return (
    <Alert severity={fim === 'respondida' ? 'info' : 'warning'} role="status">
      <strong>{fim === 'respondida' ? t('pesquisa.jaRespondida') : t('pesquisa.expirada')}</strong>{' '}
      {fim === 'respondida' ? t('pesquisa.jaRespondidaTexto') : t('pesquisa.expiradaTexto')}
    </Alert>
  );
}

/** The ten grades, the optional comment and the button; a refusal says why (answered meanwhile, expired). */
function Formulario({ token, pesquisa }: { token: string; pesquisa: TPesquisaPublica }) {
  const { t } = useTranslation('posvendas');
  const responder = useResponderPesquisa(token);
  const [nota, setNota] = useState<number | null>(null);
  const [comentario, setComentario] = useState('');
  const [fim, setFim] = useState<Fim | null>(null);
  const [faltaNota, setFaltaNota] = useState(false);

  if (fim) return <Final fim={fim} />;
  const erro = responder.error;
  const enviar = async () => {
    if (nota === null) {
      setFaltaNota(true);
      return;
    }
    try {
      await responder.mutateAsync({ nota, comentario: comentario.trim() });
      setFim('obrigado');
    } catch (e) {
      if (e instanceof ApiError && e.code === 'CONFLICT') setFim('respondida');
      else if (e instanceof ApiError && e.status === 410) setFim('expirada');
    }
  };
  return (
    <Stack
      component="form"
      noValidate
      spacing={2.5}
      onSubmit={(e) => {
        e.preventDefault();
        void enviar();
      }}
    >
      <Stack spacing={1} component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
        <Typography component="legend" sx={{ fontWeight: 600, mb: 1 }}>
          {t('pesquisa.pergunta')}
        </Typography>
        <NotaEscolha
          nota={nota}
          disabled={responder.isPending}
          onChange={(n) => {
            setNota(n);
            setFaltaNota(false);
          }}
        />
        {faltaNota && (
          <Typography variant="body2" color="error" role="alert">
            {t('pesquisa.escolhaNota')}
          </Typography>
        )}
      </Stack>
      <TextField
        label={t('pesquisa.comentario')}
        helperText={t('pesquisa.comentarioAjuda')}
        multiline
        minRows={3}
        value={comentario}
        onChange={(e) => setComentario(e.target.value.slice(0, 2000))}
        disabled={responder.isPending}
      />
      {erro && !(erro instanceof ApiError && (erro.code === 'CONFLICT' || erro.status === 410)) && (
        <Alert severity="error">{erro.message}</Alert>
      )}
      <Button type="submit" variant="contained" size="large" loading={responder.isPending}>
        {t('pesquisa.enviar')}
      </Button>
      <Typography variant="caption" color="text.secondary">
        {t('pesquisa.validade', { data: formatDate(pesquisa.expiraEm) })}
      </Typography>
    </Stack>
  );
}

/**
 * /pesquisa-satisfacao/:token (public, from the e-mail sent when a ticket is concluded): which ticket, the ten grades
 * (SPEC §9: 1 to 10) big enough for a thumb, an optional comment; then the thanks. The link works once, for a
 * limited time: an answered or expired survey says so, and a wrong link too.
 */
export function PesquisaPage() {
  const { t } = useTranslation('posvendas');
  const { token = '' } = useParams();
  const pesquisa = usePesquisa(token);
  const p = pesquisa.data;
  return (
    <PesquisaLayout>
      <Card variant="outlined">
        <CardContent sx={{ px: { xs: 2, sm: 3 }, py: 3 }}>
          <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.5rem', sm: '2rem' }, mb: 1 }}>
            {t('pesquisa.titulo')}
          </Typography>
          {pesquisa.isPending ? (
            <Stack spacing={1} aria-busy aria-label={t('carregando')}>
              <Skeleton width="70%" />
              <Skeleton variant="rounded" height={120} />
            </Stack>
          ) : pesquisa.isError ? (
            <Alert severity="warning" role="status">
              {pesquisa.error instanceof ApiError && pesquisa.error.status === 404
                ? t('pesquisa.naoEncontrada')
                : pesquisa.error.message}
            </Alert>
          ) : (
            p && (
              <Stack spacing={2.5}>
                <Typography color="text.secondary" data-testid="pesquisa-chamado">
                  {t('pesquisa.chamado', {
                    nome: nomeDoChamado(p.numero),
                    titulo: p.titulo,
                    obra: p.obra,
                  })}
                </Typography>
                {p.situacao === 'pendente' ? (
                  <Formulario token={token} pesquisa={p} />
                ) : (
                  <Final fim={p.situacao} />
                )}
              </Stack>
            )
          )}
        </CardContent>
      </Card>
    </PesquisaLayout>
  );
}
