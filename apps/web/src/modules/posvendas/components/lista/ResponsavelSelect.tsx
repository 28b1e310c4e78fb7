import { MenuItem, TextField } from '@mui/material';
import { useResponsaveis } from '../../posvendas.queries';

/**
 * A member of the after-sales team (who may be responsible for a ticket), or nobody: for a filter ("Todos") and the
 * ticket's own responsible ("Ninguém").
 */
export function ResponsavelSelect({
  value,
  onChange,
  label,
  vazio,
  mostrarVazio = false,
  size,
  inicial,
  error,
  helperText,
}: {
  value: string | undefined;
  onChange: (id: string | undefined) => void;
  label: string;
  /** The empty option's text; shown in the field when nobody is chosen with `mostrarVazio` (the ticket's own). */
  vazio: string;
  mostrarVazio?: boolean;
  size?: 'small' | 'medium';
  /** The current responsible, shown while the team loads (or when no longer in it). */
  inicial?: { id: string; nome: string } | null;
  error?: boolean;
  helperText?: string;
}) {
  const responsaveis = useResponsaveis();
  const equipe = responsaveis.data?.items ?? [];
  const opcoes = inicial && !equipe.some((p) => p.id === inicial.id) ? [inicial, ...equipe] : equipe;
  const conhecido = !value || opcoes.some((p) => p.id === value);
  return (
    <TextField
      select
      fullWidth
      size={size}
      label={label}
      value={conhecido ? (value ?? '') : ''}
      onChange={(e) => onChange(e.target.value || undefined)}
      error={error}
      helperText={helperText}
      slotProps={mostrarVazio ? { select: { displayEmpty: true }, inputLabel: { shrink: true } } : undefined}
    >
      <MenuItem value="">{vazio}</MenuItem>
      {opcoes.map((p) => (
        <MenuItem key={p.id} value={p.id}>
          {p.nome}
        </MenuItem>
      ))}
    </TextField>
  );
}
