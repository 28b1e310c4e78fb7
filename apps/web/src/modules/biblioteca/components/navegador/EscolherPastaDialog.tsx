import { useState } from 'react';
import {
  Alert,
  Breadcrumbs,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Link,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Skeleton,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import FolderIcon from '@mui/icons-material/Folder';
import { useTranslation } from 'react-i18next';
import { useSubpastas } from '../../biblioteca.queries';
import type { AlvoMover } from './use-acoes';

/**
 * Where to move a folder or a file: the person walks the library's folders from where it is (`inicio`; the path leads
 * up) and moves it into the one open. The folder being moved cannot be entered (nothing goes inside itself); the API checks the rest.
 */
export function EscolherPastaDialog({
  alvo,
  inicio,
  origemId,
  onClose,
  onEscolher,
}: {
  alvo: AlvoMover | null;
  inicio: string;
  /** Where it is now (moving there changes nothing). */
  origemId: string | null;
  onClose: () => void;
  onEscolher: (destino: { id: string; nome: string }) => Promise<boolean>;
}) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Dialog open={!!alvo} onClose={onClose} fullWidth maxWidth="sm" fullScreen={phone}>
      {alvo && (
        <Conteudo alvo={alvo} inicio={inicio} origemId={origemId} onClose={onClose} onEscolher={onEscolher} />
      )}
    </Dialog>
  );
}

function Conteudo({
  alvo,
  inicio,
  origemId,
  onClose,
  onEscolher,
}: {
  alvo: AlvoMover;
  inicio: string;
  origemId: string | null;
  onClose: () => void;
  onEscolher: (destino: { id: string; nome: string }) => Promise<boolean>;
}) {
  const { t } = useTranslation('biblioteca');
  const [atual, setAtual] = useState(inicio);
  const [movendo, setMovendo] = useState(false);
  const pasta = useSubpastas(atual);
  const data = pasta.data?.pasta.id === atual ? pasta.data : undefined;
  const mesmaPasta = atual === origemId || (alvo.tipo === 'pasta' && atual === alvo.id);

  const mover = async () => {
    if (!data) return;
    setMovendo(true);
    const ok = await onEscolher({ id: data.pasta.id, nome: data.pasta.nome });
    setMovendo(false);
    if (ok) onClose();
  };

  return (
    <>
      <DialogTitle>{t('mover.titulo', { nome: alvo.nome })}</DialogTitle>
      <DialogContent dividers>
        <DialogContentText sx={{ mb: 1 }}>{t('mover.texto')}</DialogContentText>
        {pasta.isError ? (
          <Alert severity="error">{pasta.error.message}</Alert>
        ) : !data ? (
          <Skeleton variant="rounded" height={160} aria-busy />
        ) : (
          <>
            <Breadcrumbs aria-label={t('trilha.rotulo')} sx={{ '& ol': { flexWrap: 'wrap' } }}>
              {data.pasta.trilha.map((p, i) =>
                i === data.pasta.trilha.length - 1 ? (
                  <Typography key={p.id} color="text.primary" sx={{ fontWeight: 500 }}>
                    {p.nome}
                  </Typography>
                ) : (
                  <Link
                    key={p.id}
                    component="button"
                    type="button"
                    underline="hover"
                    onClick={() => setAtual(p.id)}
                  >
                    {p.nome}
                  </Link>
                ),
              )}
            </Breadcrumbs>
            {data.subpastas.length === 0 ? (
              <Typography color="text.secondary" sx={{ mt: 2 }}>
                {t('mover.semSubpastas')}
              </Typography>
            ) : (
              <List dense aria-label={t('pastas.rotulo')}>
                {data.subpastas.map((sub) => (
                  <ListItem key={sub.id} disablePadding>
                    <ListItemButton
                      onClick={() => setAtual(sub.id)}
                      disabled={alvo.tipo === 'pasta' && sub.id === alvo.id}
                    >
                      <ListItemIcon>
                        <FolderIcon color="primary" />
                      </ListItemIcon>
                      <ListItemText primary={sub.nome} />
                    </ListItemButton>
                  </ListItem>
                ))}
              </List>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cancelar')}</Button>
        <Button
          variant="contained"
          onClick={() => void mover()}
          disabled={!data || mesmaPasta}
          loading={movendo}
        >
          {data ? t('mover.paraCa', { nome: data.pasta.nome }) : t('mover.botao')}
        </Button>
      </DialogActions>
    </>
  );
}
