import { useDeferredValue, useMemo, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  TextField,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { TColunaExtra } from '@portal/domain';
import { lerColagem, semAsLinhas } from './colar-excel';
import { CAMPOS_FIXOS, type LinhaGrade } from './linha-grade';
import { useNomeDoCampo } from './use-nome-do-campo';

/** Errors listed at most; the count says how many more there are. */
const ERROS_MOSTRADOS = 200;

/**
 * "Colar do Excel": the copied cells (pasted here, or on the grid) read as lines in the grid's column order. The
 * lines enter only when none is refused: each refused one is listed with its row and why, to be fixed in the text
 * or dropped.
 */
export function ColarExcelDialog({
  textoInicial = '',
  colunas,
  schema,
  onClose,
  onAdicionar,
}: {
  textoInicial?: string;
  colunas: readonly TColunaExtra[];
  /** The contract of one line (a list's line; a template's default line). */
  schema: z.ZodType;
  onClose: () => void;
  onAdicionar: (linhas: LinhaGrade[]) => void;
}) {
  const { t } = useTranslation('materiais');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const nomeDoCampo = useNomeDoCampo(colunas);
  const [texto, setTexto] = useState(textoInicial);
  // A paste of thousands of lines is read after the keystroke, not during it.
  const lido = useDeferredValue(texto);
  const colagem = useMemo(() => lerColagem(lido, colunas, schema), [lido, colunas, schema]);
  const comErro = new Set(colagem.erros.map((e) => e.linha));
  const pronto = lido === texto && comErro.size === 0 && colagem.linhas.length > 0;
  const ordem = [...CAMPOS_FIXOS.map((c) => t(`campos.${c}`)), ...colunas.map((c) => c.titulo)].join(', ');

  return (
    <Dialog open onClose={onClose} fullWidth fullScreen={phone} maxWidth="md" aria-labelledby="colar-titulo">
      <DialogTitle id="colar-titulo">{t('colar.titulo')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('colar.texto', { colunas: ordem })}</DialogContentText>
        <TextField
          label={t('colar.campo')}
          value={texto}
          onChange={(e) => setTexto(e.target.value)}
          multiline
          minRows={6}
          maxRows={14}
          fullWidth
          autoFocus
          slotProps={{
            htmlInput: {
              spellCheck: false,
              sx: { fontFamily: 'monospace', fontSize: 13, whiteSpace: 'pre' },
            },
          }}
        />
        <Box role="status" sx={{ mt: 2, display: 'grid', gap: 1 }}>
          {colagem.linhas.length > 0 && (
            <Alert severity={comErro.size ? 'info' : 'success'}>
              {t('colar.lidas', { count: colagem.linhas.length })}
              {colagem.cabecalho && ` ${t('colar.cabecalho')}`}
            </Alert>
          )}
        </Box>
        {comErro.size > 0 && (
          <Alert
            severity="error"
            sx={{ mt: 1 }}
            action={
              <Button color="inherit" size="small" onClick={() => setTexto(semAsLinhas(texto, comErro))}>
                {t('colar.descartar')}
              </Button>
            }
          >
            {t('colar.comErro', { count: comErro.size })}
            <List dense disablePadding sx={{ maxHeight: 240, overflow: 'auto' }}>
              {colagem.erros.slice(0, ERROS_MOSTRADOS).map((e) => (
                <ListItem key={`${e.linha}:${e.campo}`} disableGutters>
                  <ListItemText
                    primary={t('colar.erro', {
                      linha: e.linha,
                      campo: nomeDoCampo(e.campo),
                      mensagem: e.mensagem,
                    })}
                  />
                </ListItem>
              ))}
            </List>
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('colar.fechar')}</Button>
        <Button variant="contained" disabled={!pronto} onClick={() => onAdicionar(colagem.linhas)}>
          {t('colar.adicionar', { count: colagem.linhas.length })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
