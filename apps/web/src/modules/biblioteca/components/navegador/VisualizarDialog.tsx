import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useTranslation } from 'react-i18next';
import type { TDocumentoBiblioteca } from '@portal/domain';
import { conteudoUrl } from '../../biblioteca.queries';

/** A picture or a PDF shown in the page (the API serves it inline and logs the view as a download). */
export function VisualizarDialog({
  doc,
  onClose,
}: {
  doc: TDocumentoBiblioteca | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('biblioteca');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Dialog open={!!doc} onClose={onClose} fullWidth maxWidth="lg" fullScreen={phone}>
      {doc && (
        <>
          <DialogTitle sx={{ wordBreak: 'break-word' }}>{doc.nome}</DialogTitle>
          <DialogContent dividers sx={{ p: { xs: 1, sm: 2 }, display: 'flex', justifyContent: 'center' }}>
            {doc.mime === 'application/pdf' ? (
              <Box
                component="iframe"
                src={conteudoUrl(doc.id, { inline: true })}
                title={t('visualizar.pdf', { nome: doc.nome })}
                sx={{ width: '100%', height: { xs: '100%', sm: '75vh' }, minHeight: 360, border: 0 }}
              />
            ) : (
              <Box
                component="img"
                src={conteudoUrl(doc.id, { inline: true })}
                alt={doc.nome}
                sx={{ maxWidth: '100%', maxHeight: { xs: 'none', sm: '75vh' }, objectFit: 'contain' }}
              />
            )}
          </DialogContent>
          <DialogActions>
            <Button component="a" href={conteudoUrl(doc.id)} download startIcon={<DownloadIcon />}>
              {t('documento.baixar')}
            </Button>
            <Button onClick={onClose} variant="contained">
              {t('fechar')}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
