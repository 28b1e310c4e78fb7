import {
  CircularProgress,
  List,
  ListItemButton,
  ListItemText,
  Paper,
  Popper,
  Stack,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TMencionavel } from '@portal/domain';

export interface MencaoListaProps {
  /** The text field the list hangs under; closed when null. */
  anchor: HTMLElement | null;
  listId: string;
  opcoes: TMencionavel[];
  ativa: number;
  carregando: boolean;
  onEscolher: (pessoa: TMencionavel) => void;
}

/** The `@` autocomplete under the comment field: who may be named, the active one follows the arrow keys. */
export function MencaoLista({ anchor, listId, opcoes, ativa, carregando, onEscolher }: MencaoListaProps) {
  const { t } = useTranslation('comentarios');
  return (
    <Popper
      open={!!anchor}
      anchorEl={anchor}
      placement="bottom-start"
      sx={{
        zIndex: (theme) => theme.zIndex.modal,
        width: anchor?.clientWidth,
        maxWidth: 'calc(100vw - 16px)',
      }}
    >
      <Paper elevation={6} sx={{ maxHeight: 280, overflowY: 'auto' }}>
        {opcoes.length === 0 ? (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', p: 1.5 }}>
            {carregando && <CircularProgress size={16} />}
            <Typography variant="body2" color="text.secondary">
              {carregando ? t('mencionaveis.buscando') : t('mencionaveis.ninguem')}
            </Typography>
          </Stack>
        ) : (
          <List id={listId} role="listbox" aria-label={t('mencionaveis.lista')} dense disablePadding>
            {opcoes.map((p, i) => (
              <ListItemButton
                key={p.id}
                id={`${listId}-${i}`}
                role="option"
                aria-selected={i === ativa}
                selected={i === ativa}
                // Keeps the focus in the text field, where the typing goes on.
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => onEscolher(p)}
              >
                <ListItemText
                  primary={p.nome}
                  secondary={p.email}
                  slotProps={{ secondary: { noWrap: true } }}
                />
              </ListItemButton>
            ))}
          </List>
        )}
      </Paper>
    </Popper>
  );
}
