import { useState } from 'react';
import { Box, Card, CardActions, CardMedia, IconButton, TextField, Tooltip } from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import type { TRdoFoto } from '@portal/domain';
import { useConfirm } from '../../../../layout/dialogs/use-dialogs';
import { useDeleteRdoFoto, useRdoFotoLegenda } from '../../rdo.queries';

/** A report photo: thumbnail (opens the full picture), caption saved when the field is left, delete after a confirm. */
export function FotoCard({ rdoId, foto, editavel }: { rdoId: string; foto: TRdoFoto; editavel: boolean }) {
  const { t } = useTranslation('rdoEdicao');
  const { enqueueSnackbar } = useSnackbar();
  const confirm = useConfirm();
  const legenda = useRdoFotoLegenda(rdoId);
  const excluir = useDeleteRdoFoto(rdoId);
  const [texto, setTexto] = useState(foto.legenda);
  const descricao = foto.legenda || foto.nome;

  const salvar = () => {
    if (texto.trim() === foto.legenda) return;
    legenda.mutate(
      { foto: foto.id, legenda: texto.trim() },
      {
        onSuccess: () => enqueueSnackbar(t('fotos.legendaSalva'), { variant: 'success' }),
        onError: (error) => {
          setTexto(foto.legenda);
          enqueueSnackbar(error.message, { variant: 'error' });
        },
      },
    );
  };

  const remover = async () => {
    if (!(await confirm(t('fotos.confirmarExclusao', { nome: descricao }), t('fotos.excluirTitulo')))) return;
    excluir.mutate(foto.id, {
      onSuccess: () => enqueueSnackbar(t('fotos.excluida'), { variant: 'success' }),
      onError: (error) => enqueueSnackbar(error.message, { variant: 'error' }),
    });
  };

  return (
    <Card variant="outlined" sx={{ opacity: excluir.isPending ? 0.5 : 1 }}>
      <Box
        component="a"
        href={`/api/arquivos/${foto.arquivoId}`}
        target="_blank"
        rel="noopener"
        aria-label={t('fotos.abrir', { nome: descricao })}
      >
        <CardMedia
          component="img"
          loading="lazy"
          src={`/api/arquivos/${foto.miniaturaId ?? foto.arquivoId}`}
          alt={descricao}
          sx={{ aspectRatio: '4 / 3', objectFit: 'cover', bgcolor: 'action.hover' }}
        />
      </Box>
      <CardActions sx={{ alignItems: 'flex-start', gap: 0.5 }}>
        <TextField
          size="small"
          fullWidth
          multiline
          maxRows={3}
          label={t('fotos.legenda')}
          value={texto}
          disabled={!editavel}
          onChange={(e) => setTexto(e.target.value.slice(0, 300))}
          onBlur={salvar}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey) {
              e.preventDefault();
              (e.target as HTMLElement).blur();
            }
          }}
          slotProps={{ htmlInput: { 'aria-busy': legenda.isPending } }}
        />
        {editavel && (
          <Tooltip title={t('fotos.excluir')}>
            <IconButton
              aria-label={t('fotos.excluirDe', { nome: descricao })}
              onClick={() => void remover()}
              disabled={excluir.isPending}
            >
              <DeleteIcon />
            </IconButton>
          </Tooltip>
        )}
      </CardActions>
    </Card>
  );
}
