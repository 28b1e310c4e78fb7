import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Divider,
  Stack,
  Typography,
} from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import GavelIcon from '@mui/icons-material/Gavel';
import SendIcon from '@mui/icons-material/Send';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { formatDate, PROJETO_FINALIDADE_LABEL, REVISAO_STATUS_LABEL, type TProjeto } from '@portal/domain';
import { transmittalPdfUrl, useExcluirRevisao } from '../../projetos.queries';
import { ProjetoCodigoChip } from '../ProjetoChips';
import { ArquivosRevisao } from './ArquivosRevisao';
import { ComentariosRevisao } from './ComentariosRevisao';
import { ParecerDialog } from './ParecerDialog';
import { RevisaoDialog } from './RevisaoDialog';

type Revisao = TProjeto['revisoes'][number];

/**
 * One revision: its label, purpose and status, its GRD (with the cover sheet), when it was issued and reviewed, the
 * client's code; its files and comments. While prepared: edit, delete, issue; once issued: the review, for who may.
 */
export function RevisaoCard({
  projeto,
  revisao: r,
  onEmitir,
}: {
  projeto: TProjeto;
  revisao: Revisao;
  /** Issue it in a GRD (who may issue; only a prepared revision with files). */
  onEmitir?: () => void;
}) {
  const { t } = useTranslation('projetos');
  const { t: tc } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const [dialogo, setDialogo] = useState<'editar' | 'excluir' | 'parecer' | null>(null);
  const excluir = useExcluirRevisao(projeto.id);
  return (
    <Card
      variant="outlined"
      component="article"
      aria-labelledby={`revisao-${r.id}`}
      data-testid="projeto-revisao"
      data-revisao={r.revisao}
    >
      <CardContent sx={{ px: { xs: 1.5, sm: 2 } }}>
        <Stack spacing={1.5}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="h6" component="h3" id={`revisao-${r.id}`}>
              {t('revisao.titulo', { revisao: r.revisao })}
            </Typography>
            <Chip
              size="small"
              variant={r.status === 'rascunho' ? 'outlined' : 'filled'}
              label={REVISAO_STATUS_LABEL[r.status]}
            />
            <Chip size="small" variant="outlined" label={PROJETO_FINALIDADE_LABEL[r.finalidade]} />
            {r.codigo && <ProjetoCodigoChip codigo={r.codigo} />}
          </Stack>
          {r.descricao && (
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
              {r.descricao}
            </Typography>
          )}
          <Stack spacing={0.25}>
            {r.transmittal && (
              <Typography variant="body2">
                {t('revisao.grd')}:{' '}
                <a href={transmittalPdfUrl(r.transmittal.id)} download>
                  {r.transmittal.numero}
                </a>
              </Typography>
            )}
            {r.emitidaEm && (
              <Typography variant="body2" color="text.secondary">
                {t('revisao.emitidaEm', { data: formatDate(r.emitidaEm), nome: r.emitidaPor?.nome ?? '—' })}
              </Typography>
            )}
            {r.prazoCliente && r.status === 'emitida' && (
              <Typography variant="body2" color="text.secondary">
                {t('revisao.prazoCliente', { data: formatDate(r.prazoCliente) })}
              </Typography>
            )}
            {r.revisadaEm && (
              <Typography variant="body2" color="text.secondary">
                {t('revisao.revisadaEm', {
                  data: formatDate(r.revisadaEm),
                  nome: r.revisadaPor?.nome ?? '—',
                  count: r.diasRevisao ?? 0,
                })}
              </Typography>
            )}
          </Stack>
          {(r.acoes.parecer || r.acoes.editar || r.acoes.excluir || onEmitir) && (
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              {r.acoes.parecer && (
                <Button variant="contained" startIcon={<GavelIcon />} onClick={() => setDialogo('parecer')}>
                  {t('revisao.parecer')}
                </Button>
              )}
              {onEmitir && (
                <Button
                  variant="contained"
                  startIcon={<SendIcon />}
                  onClick={onEmitir}
                  disabled={r.arquivos.length === 0}
                >
                  {t('documento.emitirGrd')}
                </Button>
              )}
              {r.acoes.editar && (
                <Button startIcon={<EditIcon />} onClick={() => setDialogo('editar')}>
                  {t('revisao.editar')}
                </Button>
              )}
              {r.acoes.excluir && (
                <Button color="error" startIcon={<DeleteIcon />} onClick={() => setDialogo('excluir')}>
                  {t('revisao.excluir')}
                </Button>
              )}
            </Stack>
          )}
          <Divider />
          <ArquivosRevisao projetoId={projeto.id} revisao={r} />
          <Divider />
          {/* A revision in preparation has not been issued: nobody reviews it yet. */}
          <ComentariosRevisao projeto={projeto} revisaoId={r.id} podeComentar={r.status !== 'rascunho'} />
        </Stack>
      </CardContent>
      {r.acoes.parecer && (
        <ParecerDialog
          projeto={projeto}
          revisao={r}
          open={dialogo === 'parecer'}
          onClose={() => setDialogo(null)}
        />
      )}
      {r.acoes.editar && (
        <RevisaoDialog
          projeto={projeto}
          revisao={r}
          open={dialogo === 'editar'}
          onClose={() => setDialogo(null)}
        />
      )}
      <Dialog open={dialogo === 'excluir'} onClose={() => setDialogo(null)} maxWidth="xs" fullWidth>
        <DialogTitle>{t('revisao.excluirTitulo', { revisao: r.revisao })}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('revisao.excluirTexto')}</DialogContentText>
          {excluir.error && (
            <Box sx={{ mt: 2 }}>
              <Alert severity="error">{excluir.error.message}</Alert>
            </Box>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDialogo(null)}>{tc('dialogos.cancelar')}</Button>
          <Button
            color="error"
            variant="contained"
            loading={excluir.isPending}
            onClick={() =>
              excluir.mutate(r.id, {
                onSuccess: () => {
                  setDialogo(null);
                  enqueueSnackbar(t('revisao.excluida'), { variant: 'success' });
                },
              })
            }
          >
            {t('revisao.excluir')}
          </Button>
        </DialogActions>
      </Dialog>
    </Card>
  );
}
