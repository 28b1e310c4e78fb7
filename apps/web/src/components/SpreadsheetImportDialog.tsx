import { useRef, useState, type ReactNode } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  IconButton,
  LinearProgress,
  Link,
  List,
  ListItem,
  ListItemText,
  Stack,
  Tooltip,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import UploadIcon from '@mui/icons-material/UploadFile';
import type { TFunction } from 'i18next';
import { useSnackbar } from 'notistack';
import { ApiError } from '../lib/api-error';
import { UploadAborted, uploadFile, type UploadHandle } from '../lib/upload-file';

const XLSX = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The dialog's texts, already translated in the module's namespace. */
export interface SpreadsheetImportTexts {
  title: string;
  /** The sentence under the title: what the import does. */
  description: ReactNode;
  /** The link to the template spreadsheet. */
  template: string;
  choose: string;
  sending: (name: string, percent: number) => string;
  cancel: string;
  /** Shown when the person cancels the upload. */
  cancelled: string;
  /** The heading of the refused lines. */
  refused: string;
  close: string;
}

/**
 * The texts from a module's `importar.*` keys (titulo, texto, modelo, escolher, enviando with nome and porcentagem,
 * cancelar, cancelado, erros, fechar), translated with that module's `t`.
 */
export function spreadsheetImportTexts(t: TFunction): SpreadsheetImportTexts {
  return {
    title: t('importar.titulo'),
    description: t('importar.texto'),
    template: t('importar.modelo'),
    choose: t('importar.escolher'),
    sending: (nome, porcentagem) => t('importar.enviando', { nome, porcentagem }),
    cancel: t('importar.cancelar'),
    cancelled: t('importar.cancelado'),
    refused: t('importar.erros'),
    close: t('importar.fechar'),
  };
}

/** One line the API refused, as the person reads it. */
export interface RefusedLine {
  key: string;
  text: string;
}

export interface SpreadsheetImportDialogProps<T> {
  texts: SpreadsheetImportTexts;
  /** The template (.xlsx): a plain link that downloads it. */
  templateHref: string;
  /** API path that receives the .xlsx (multipart, field `arquivo`), read when the file is chosen. */
  endpoint: string;
  /** `data-testid` of the hidden file input. */
  inputTestId: string;
  /** The choose button stays disabled (e.g. the import cannot replace what is there). */
  disabled?: boolean;
  /** What goes between the template link and the choose button (a function is told when the file goes up). */
  children?: ReactNode | ((sending: boolean) => ReactNode);
  /** The refused lines among the refusal's per-field messages (the problem's `errors`). */
  refusedLines: (error: ApiError) => RefusedLine[];
  /** Scrolls the refused lines beyond this height (px). */
  refusedMaxHeight?: number;
  /** The imported result, before the success message and the dialog closing (e.g. updating the cache). */
  onImported: (result: T) => Promise<void> | void;
  successMessage: (result: T) => string;
  onClose: () => void;
}

/**
 * Imports a spreadsheet: choose the .xlsx, watch it go up (cancellable), then either the success message (and the
 * dialog closes) or the refusal with each refused line, nothing imported. Full screen on a phone; it cannot be
 * dismissed while the file goes up.
 */
export function SpreadsheetImportDialog<T>({
  texts,
  templateHref,
  endpoint,
  inputTestId,
  disabled = false,
  children,
  refusedLines,
  refusedMaxHeight,
  onImported,
  successMessage,
  onClose,
}: SpreadsheetImportDialogProps<T>) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const { enqueueSnackbar } = useSnackbar();
  const input = useRef<HTMLInputElement>(null);
  const [sending, setSending] = useState<{ name: string; percent: number; handle: UploadHandle<T> } | null>(
    null,
  );
  const [error, setError] = useState<{ text: string; lines: RefusedLine[] } | null>(null);

  const start = (file: File) => {
    setError(null);
    const handle = uploadFile<T>(endpoint, file, ({ loaded, total }) =>
      setSending((s) => s && { ...s, percent: Math.round((loaded / total) * 100) }),
    );
    setSending({ name: file.name, percent: 0, handle });
    handle.done.then(
      async (result) => {
        setSending(null);
        await onImported(result);
        enqueueSnackbar(successMessage(result), { variant: 'success' });
        onClose();
      },
      (e: unknown) => {
        setSending(null);
        if (e instanceof UploadAborted) setError({ text: texts.cancelled, lines: [] });
        else
          setError({
            text: e instanceof Error ? e.message : String(e),
            lines: e instanceof ApiError ? refusedLines(e) : [],
          });
      },
    );
  };

  return (
    <Dialog open onClose={sending ? undefined : onClose} fullWidth fullScreen={phone} maxWidth="sm">
      <DialogTitle>{texts.title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>{texts.description}</DialogContentText>
        <Link href={templateHref} download variant="body2">
          {texts.template}
        </Link>
        {typeof children === 'function' ? children(!!sending) : children}
        <Box sx={{ mt: 2 }}>
          <input
            ref={input}
            type="file"
            hidden
            accept={XLSX}
            data-testid={inputTestId}
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) start(file);
            }}
          />
          {sending ? (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Box sx={{ flex: 1 }}>
                <Typography variant="body2" noWrap>
                  {texts.sending(sending.name, sending.percent)}
                </Typography>
                <LinearProgress
                  variant="determinate"
                  value={sending.percent}
                  aria-label={texts.sending(sending.name, sending.percent)}
                />
              </Box>
              <Tooltip title={texts.cancel}>
                <IconButton onClick={() => sending.handle.abort()} aria-label={texts.cancel}>
                  <CloseIcon />
                </IconButton>
              </Tooltip>
            </Stack>
          ) : (
            <Button
              variant="contained"
              startIcon={<UploadIcon />}
              disabled={disabled}
              onClick={() => input.current?.click()}
            >
              {texts.choose}
            </Button>
          )}
        </Box>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }} role="alert">
            {error.text}
            {error.lines.length > 0 && (
              <>
                <Typography variant="body2" sx={{ mt: 1 }}>
                  {texts.refused}
                </Typography>
                <List
                  dense
                  disablePadding
                  aria-label={texts.refused}
                  sx={
                    refusedMaxHeight === undefined
                      ? undefined
                      : { maxHeight: refusedMaxHeight, overflow: 'auto' }
                  }
                >
                  {error.lines.map((line) => (
                    <ListItem key={line.key} disableGutters>
                      <ListItemText primary={line.text} />
                    </ListItem>
                  ))}
                </List>
              </>
            )}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={!!sending}>
          {texts.close}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
