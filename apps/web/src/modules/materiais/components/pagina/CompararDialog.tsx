import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Skeleton,
  TextField,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDate, type TLista } from '@portal/domain';
import { useComparacao } from '../../materiais.queries';
import { ComparacaoView } from './ComparacaoView';

/** The lines as they are now, among the versions compared. */
const ATUAL = 'atual';

/**
 * Compares two revisions, or a revision and the lines as they are now: lines added (green), removed (red) and
 * changed (each changed field, before → after). Starts with the last revision against the current lines.
 */
export function CompararDialog({ lista, onClose }: { lista: TLista; onClose: () => void }) {
  const { t } = useTranslation('materiais');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const numeros = lista.revisoes.map((r) => r.numero).sort((a, b) => a - b);
  const ultima = numeros.at(-1) ?? 0;
  const [de, setDe] = useState(ultima);
  const [para, setPara] = useState<number | typeof ATUAL>(ATUAL);
  const comparacao = useComparacao(lista.id, { de, para: para === ATUAL ? null : para });
  const opcao = (numero: number) => {
    const r = lista.revisoes.find((x) => x.numero === numero);
    return t('revisoes.opcao', { numero, data: r ? formatDate(r.em) : '' });
  };

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      fullScreen={phone}
      maxWidth="lg"
      aria-labelledby="comparar-titulo"
    >
      <DialogTitle id="comparar-titulo">{t('revisoes.compararTitulo')}</DialogTitle>
      <DialogContent>
        <Box
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, pt: 1, mb: 2 }}
        >
          <TextField
            select
            label={t('revisoes.de')}
            value={de}
            onChange={(e) => setDe(Number(e.target.value))}
          >
            {numeros.map((n) => (
              <MenuItem key={n} value={n}>
                {opcao(n)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label={t('revisoes.para')}
            value={para}
            onChange={(e) => setPara(e.target.value === ATUAL ? ATUAL : Number(e.target.value))}
          >
            {numeros.map((n) => (
              <MenuItem key={n} value={n}>
                {opcao(n)}
              </MenuItem>
            ))}
            <MenuItem value={ATUAL}>{t('revisoes.atual')}</MenuItem>
          </TextField>
        </Box>
        {comparacao.isPending && (
          <Skeleton variant="rounded" height={200} aria-label={t('revisoes.carregando')} />
        )}
        {comparacao.isError && <Alert severity="error">{comparacao.error.message}</Alert>}
        {comparacao.data && <ComparacaoView comparacao={comparacao.data} colunas={lista.colunas} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('revisoes.fechar')}</Button>
      </DialogActions>
    </Dialog>
  );
}
