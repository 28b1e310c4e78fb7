import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  FormControlLabel,
  Paper,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import ReplyIcon from '@mui/icons-material/Reply';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { formatDateTime, type TProjeto, type TProjetoComentario } from '@portal/domain';
import { useComentar, useFecharComentario, useResponderComentario } from '../../projetos.queries';

/** One comment: who and when (client or internal), the designers' answer, closed by its reviewer. */
function Comentario({ projetoId, c }: { projetoId: string; c: TProjetoComentario }) {
  const { t } = useTranslation('projetos');
  const { enqueueSnackbar } = useSnackbar();
  const responder = useResponderComentario(projetoId);
  const fechar = useFecharComentario(projetoId);
  const [resposta, setResposta] = useState<string | null>(null);
  return (
    <Paper
      variant="outlined"
      component="li"
      sx={{ p: 1.5, listStyle: 'none' }}
      data-testid="projeto-comentario"
    >
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {c.autor.nome}
        </Typography>
        {c.autor.externo && <Chip size="small" label={t('comentarios.cliente')} />}
        {c.interno && (
          <Chip size="small" color="warning" variant="outlined" label={t('comentarios.internoBadge')} />
        )}
        <Typography variant="caption" color="text.secondary">
          {formatDateTime(c.criadoEm)}
        </Typography>
        <Box sx={{ flex: 1 }} />
        {c.fechado ? (
          <Chip
            size="small"
            color="success"
            icon={<CheckIcon />}
            label={t('comentarios.fechado', {
              nome: c.fechado.por.nome,
              data: formatDateTime(c.fechado.em),
            })}
          />
        ) : (
          <Chip size="small" variant="outlined" label={t('comentarios.aberto')} />
        )}
      </Stack>
      <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{c.texto}</Typography>
      {c.resposta && (
        <Box sx={{ mt: 1, pl: 1.5, borderLeft: 3, borderColor: 'divider' }} data-testid="projeto-resposta">
          <Typography variant="caption" color="text.secondary" component="p">
            {t('comentarios.respostaDe', { nome: c.resposta.por.nome, data: formatDateTime(c.resposta.em) })}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {c.resposta.texto}
          </Typography>
        </Box>
      )}
      {resposta !== null ? (
        <Box
          component="form"
          noValidate
          sx={{ mt: 1 }}
          onSubmit={(e) => {
            e.preventDefault();
            responder.mutate(
              { comentario: c.id, texto: resposta },
              {
                onSuccess: () => {
                  setResposta(null);
                  enqueueSnackbar(t('comentarios.respondido'), { variant: 'success' });
                },
              },
            );
          }}
        >
          <TextField
            label={t('comentarios.resposta')}
            value={resposta}
            onChange={(e) => setResposta(e.target.value)}
            multiline
            minRows={2}
            fullWidth
            autoFocus
            slotProps={{ htmlInput: { maxLength: 4000 } }}
          />
          {responder.error && (
            <Alert severity="error" sx={{ mt: 1 }}>
              {responder.error.message}
            </Alert>
          )}
          <Stack direction="row" spacing={1} sx={{ mt: 1, justifyContent: 'flex-end' }}>
            <Button onClick={() => setResposta(null)}>{t('comum:dialogos.cancelar')}</Button>
            <Button type="submit" variant="contained" loading={responder.isPending}>
              {t('comentarios.enviarResposta')}
            </Button>
          </Stack>
        </Box>
      ) : (
        (c.acoes.responder || c.acoes.fechar) && (
          <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
            {c.acoes.responder && (
              <Button
                size="small"
                startIcon={<ReplyIcon />}
                onClick={() => setResposta(c.resposta?.texto ?? '')}
              >
                {t('comentarios.responder')}
              </Button>
            )}
            {c.acoes.fechar && (
              <Button
                size="small"
                startIcon={<CheckIcon />}
                loading={fechar.isPending}
                onClick={() =>
                  fechar.mutate(c.id, {
                    onSuccess: () => enqueueSnackbar(t('comentarios.fechadoOk'), { variant: 'success' }),
                  })
                }
              >
                {t('comentarios.fechar')}
              </Button>
            )}
          </Stack>
        )
      )}
      {fechar.error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {fechar.error.message}
        </Alert>
      )}
    </Paper>
  );
}

/** A revision's comments, and a new one for who may comment (internal when the reader may write internal ones). */
export function ComentariosRevisao({
  projeto,
  revisaoId,
  podeComentar,
}: {
  projeto: TProjeto;
  revisaoId: string;
  podeComentar: boolean;
}) {
  const { t } = useTranslation('projetos');
  const { enqueueSnackbar } = useSnackbar();
  const comentar = useComentar(projeto.id);
  const [texto, setTexto] = useState('');
  const [interno, setInterno] = useState(false);
  const lista = projeto.comentarios.filter((c) => c.revisaoId === revisaoId);
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2" component="h4">
        {t('comentarios.titulo')}
      </Typography>
      {lista.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('comentarios.vazio')}
        </Typography>
      ) : (
        <Stack component="ul" spacing={1} sx={{ p: 0, m: 0 }}>
          {lista.map((c) => (
            <Comentario key={c.id} projetoId={projeto.id} c={c} />
          ))}
        </Stack>
      )}
      {projeto.acoes.comentar && podeComentar && (
        <Box
          component="form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            comentar.mutate(
              { texto, revisaoId, interno },
              {
                onSuccess: () => {
                  setTexto('');
                  enqueueSnackbar(t('comentarios.comentado'), { variant: 'success' });
                },
              },
            );
          }}
        >
          <TextField
            label={t('comentarios.novo')}
            value={texto}
            onChange={(e) => setTexto(e.target.value)}
            multiline
            minRows={2}
            fullWidth
            slotProps={{ htmlInput: { maxLength: 4000 } }}
          />
          {comentar.error && (
            <Alert severity="error" sx={{ mt: 1 }}>
              {comentar.error.message}
            </Alert>
          )}
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap' }}
          >
            {projeto.acoes.comentarInterno && (
              <FormControlLabel
                control={<Switch checked={interno} onChange={(e) => setInterno(e.target.checked)} />}
                label={t('comentarios.interno')}
              />
            )}
            <Box sx={{ flex: 1 }} />
            <Button type="submit" variant="outlined" loading={comentar.isPending} disabled={!texto.trim()}>
              {t('comentarios.comentar')}
            </Button>
          </Stack>
        </Box>
      )}
    </Stack>
  );
}
