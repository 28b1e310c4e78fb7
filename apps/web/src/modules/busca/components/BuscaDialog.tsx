import { useMemo, useState, type KeyboardEvent } from 'react';
import {
  Box,
  Dialog,
  IconButton,
  InputAdornment,
  LinearProgress,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TBuscaItem } from '@portal/domain';
import { BUSCA_MAX, BUSCA_MIN, useBusca } from '../busca.queries';
import { useDebouncedValue } from '../use-debounced-value';
import { BuscaResultados, RESULTADOS_ID, itemId } from './BuscaResultados';
import { VISUALLY_HIDDEN } from '../../../components/visually-hidden';

const TITULO_ID = 'busca-titulo';
/**
 * The global search: one field (asked 250 ms after the typing stops), the records found by module, the arrows to
 * choose and Enter to open; Esc closes. Near the top of the screen on a computer, the whole screen on a phone.
 */
export function BuscaDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('busca');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const navigate = useNavigate();
  const [texto, setTexto] = useState('');
  const q = useDebouncedValue(texto.trim(), 250);
  const curto = q.length < BUSCA_MIN;
  const busca = useBusca(q);
  const grupos = useMemo(() => (curto ? [] : (busca.data?.grupos ?? [])), [curto, busca.data]);
  const itens = useMemo(() => grupos.flatMap((g) => g.itens), [grupos]);
  // The option the arrows are on, for these results: new results start again at the first.
  const [escolha, setEscolha] = useState<{ de: unknown; index: number }>({ de: null, index: 0 });
  const ativo = escolha.de === grupos ? escolha.index : 0;
  const setAtivo = (index: number) => setEscolha({ de: grupos, index });

  const abrir = (item: TBuscaItem) => {
    onClose();
    void navigate(item.link);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (itens.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setAtivo((ativo + step + itens.length) % itens.length);
    } else if (event.key === 'Enter' && itens[ativo]) {
      event.preventDefault();
      abrir(itens[ativo]);
    }
  };

  const aviso = curto
    ? texto.trim()
      ? t('digiteMais')
      : null
    : busca.isError
      ? t('erro')
      : busca.isPending
        ? t('buscando')
        : !busca.isPlaceholderData && itens.length === 0
          ? t('nenhumResultado', { q })
          : null;

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={phone}
      aria-labelledby={TITULO_ID}
      sx={{ '& .MuiDialog-container': { alignItems: { sm: 'flex-start' } } }}
      slotProps={{ paper: { sx: { mt: { sm: 8 }, maxHeight: { sm: 'calc(100% - 128px)' } } } }}
    >
      <Typography id={TITULO_ID} component="h2" sx={VISUALLY_HIDDEN}>
        {t('titulo')}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 1.5, pb: 1 }}>
        <TextField
          autoFocus
          fullWidth
          size="small"
          placeholder={t('campo')}
          value={texto}
          onChange={(e) => setTexto(e.target.value)}
          onKeyDown={onKeyDown}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon />
                </InputAdornment>
              ),
            },
            htmlInput: {
              role: 'combobox',
              maxLength: BUSCA_MAX,
              'aria-label': t('campo'),
              'aria-expanded': itens.length > 0,
              'aria-controls': RESULTADOS_ID,
              'aria-autocomplete': 'list',
              'aria-activedescendant': itens.length > 0 ? itemId(ativo) : undefined,
            },
          }}
        />
        {phone && (
          <IconButton aria-label={t('fechar')} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        )}
      </Box>
      <Box sx={{ height: 4 }}>{busca.isFetching && !curto && <LinearProgress />}</Box>
      {aviso && (
        <Typography role="status" color="text.secondary" sx={{ px: 2.5, py: 2 }}>
          {aviso}
        </Typography>
      )}
      {itens.length > 0 && (
        <BuscaResultados grupos={grupos} q={q} ativo={ativo} onAtivo={setAtivo} onAbrir={abrir} />
      )}
      {!phone && itens.length > 0 && (
        <Typography
          variant="caption"
          color="text.secondary"
          sx={{ px: 2, py: 1, borderTop: 1, borderColor: 'divider' }}
        >
          {t('dica')}
        </Typography>
      )}
    </Dialog>
  );
}
