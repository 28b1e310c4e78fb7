import { useDeferredValue, useState } from 'react';
import {
  Alert,
  Autocomplete,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TObraResumo } from '@portal/domain';
import { useAplicarModelo, useObrasBiblioteca, type ResultadoAplicar } from '../../biblioteca.queries';

/**
 * Applies the template to obras whose library already exists: the missing folders are made and the template's lists
 * set on them; the counts say what changed. (A new obra's library takes the template when first opened.)
 */
export function AplicarModeloDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" fullScreen={phone}>
      {open && <Conteudo onClose={onClose} />}
    </Dialog>
  );
}

function Conteudo({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('biblioteca');
  const [input, setInput] = useState('');
  const [aberto, setAberto] = useState(false);
  const [obras, setObras] = useState<TObraResumo[]>([]);
  const [resultado, setResultado] = useState<ResultadoAplicar | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  const q = useDeferredValue(input.trim());
  const encontradas = useObrasBiblioteca(q, aberto);
  const aplicar = useAplicarModelo();

  const enviar = async () => {
    setErro(null);
    try {
      setResultado(await aplicar.mutateAsync(obras.map((o) => o.id)));
    } catch (e) {
      setErro(e instanceof Error ? e.message : t('erro'));
    }
  };

  return (
    <>
      <DialogTitle>{t('aplicar.titulo')}</DialogTitle>
      <DialogContent dividers>
        <DialogContentText sx={{ mb: 2 }}>{t('aplicar.texto')}</DialogContentText>
        {erro && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {erro}
          </Alert>
        )}
        {resultado ? (
          <Alert severity="success" role="status">
            {t('aplicar.resultado', {
              count: resultado.obras,
              pastas: resultado.pastasCriadas,
              acessos: resultado.acessosAtualizados,
            })}
          </Alert>
        ) : (
          <Autocomplete
            multiple
            options={encontradas.data ?? []}
            value={obras}
            onChange={(_, v) => setObras(v)}
            open={aberto}
            onOpen={() => setAberto(true)}
            onClose={() => setAberto(false)}
            inputValue={input}
            onInputChange={(_, text, reason) => reason !== 'reset' && setInput(text)}
            filterOptions={(x) => x}
            filterSelectedOptions
            loading={encontradas.isFetching}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            getOptionLabel={(o) => `${o.codigo} — ${o.nome}`}
            noOptionsText={t('aplicar.nenhuma')}
            loadingText={t('editor.buscando')}
            renderInput={(params) => (
              <TextField {...params} label={t('aplicar.obras')} placeholder={t('aplicar.buscar')} />
            )}
          />
        )}
      </DialogContent>
      <DialogActions>
        {resultado ? (
          <Button variant="contained" onClick={onClose}>
            {t('fechar')}
          </Button>
        ) : (
          <>
            <Button onClick={onClose} disabled={aplicar.isPending}>
              {t('cancelar')}
            </Button>
            <Button
              variant="contained"
              onClick={() => void enviar()}
              disabled={obras.length === 0}
              loading={aplicar.isPending}
            >
              {t('aplicar.botao', { count: obras.length })}
            </Button>
          </>
        )}
      </DialogActions>
    </>
  );
}
