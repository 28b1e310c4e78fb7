import { useEffect, useRef } from 'react';
import { Box, ListItemButton, ListItemText, ListSubheader } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TBuscaGrupo, TBuscaItem } from '@portal/domain';
import { Highlight } from './Highlight';

export const RESULTADOS_ID = 'busca-resultados';
export const itemId = (index: number) => `busca-item-${index}`;

/**
 * The records found, under their module's label, as one list of options: `ativo` is the one the arrows are on
 * (counted across the groups), kept in view; a click opens one.
 */
export function BuscaResultados({
  grupos,
  q,
  ativo,
  onAtivo,
  onAbrir,
}: {
  grupos: TBuscaGrupo[];
  q: string;
  ativo: number;
  onAtivo: (index: number) => void;
  onAbrir: (item: TBuscaItem) => void;
}) {
  const { t } = useTranslation('busca');
  const ativoRef = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    // A block body: Chromium's scrollIntoView returns a promise, which React would take for a clean-up function.
    void ativoRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [ativo]);
  // Each group's first option, counting across the groups.
  const inicio = grupos.map((_, g) => grupos.slice(0, g).reduce((n, grupo) => n + grupo.itens.length, 0));
  return (
    <Box id={RESULTADOS_ID} role="listbox" aria-label={t('resultados')} sx={{ overflowY: 'auto', pb: 1 }}>
      {grupos.map((grupo, g) => (
        <Box key={grupo.modulo} role="group" aria-labelledby={`busca-grupo-${grupo.modulo}`}>
          <ListSubheader
            component="div"
            id={`busca-grupo-${grupo.modulo}`}
            role="presentation"
            sx={{ lineHeight: 2.5, fontWeight: 600 }}
          >
            {grupo.label}
          </ListSubheader>
          {grupo.itens.map((item, i) => {
            const mine = inicio[g]! + i;
            const selected = mine === ativo;
            return (
              <ListItemButton
                key={item.id}
                id={itemId(mine)}
                role="option"
                aria-selected={selected}
                selected={selected}
                ref={selected ? ativoRef : undefined}
                onMouseMove={() => !selected && onAtivo(mine)}
                onClick={() => onAbrir(item)}
                sx={{ py: 0.5 }}
              >
                <ListItemText
                  primary={<Highlight text={item.titulo} q={q} />}
                  secondary={item.subtitulo ? <Highlight text={item.subtitulo} q={q} /> : undefined}
                  slotProps={{
                    primary: { noWrap: true },
                    secondary: { noWrap: true },
                  }}
                />
              </ListItemButton>
            );
          })}
        </Box>
      ))}
    </Box>
  );
}
