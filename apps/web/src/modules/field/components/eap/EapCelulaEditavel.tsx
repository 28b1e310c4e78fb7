import { useRef, useState, type KeyboardEvent } from 'react';
import { Box, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { parseDecimal, ZEapItemPatch, type TEapItemPatch } from '@portal/domain';
import { ApiError } from '../../../../lib/api-error';

type Campo = keyof TEapItemPatch;

export interface EapCelulaEditavelProps {
  campo: Campo;
  /** The saved value. */
  valor: string | number;
  /** How the value reads when not editing (a number formatted, a unit...). */
  texto: string;
  /** The item's code, for the accessible name. */
  codigo: string;
  editavel: boolean;
  /** Shown before the value on a phone, where the columns have no header. */
  rotuloCurto?: string;
  onSalvar: (patch: TEapItemPatch) => Promise<unknown>;
}

/** A number as typed back into the input: `7,5`, never grouped (`1.200` would read as 1,2). */
const paraEdicao = (valor: string | number) =>
  typeof valor === 'number' ? String(valor).replace('.', ',') : valor;

/**
 * One cell of an EAP item, edited in place: a click (or Enter on it) opens an input, Enter or leaving it saves, Esc
 * cancels. The contract's rules are checked first, and the API's refusal shows on the field, which stays open.
 */
export function EapCelulaEditavel({
  campo,
  valor,
  texto,
  codigo,
  editavel,
  rotuloCurto,
  onSalvar,
}: EapCelulaEditavelProps) {
  const { t } = useTranslation('eap');
  const [rascunho, setRascunho] = useState<string | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  const [salvando, setSalvando] = useState(false);
  // Enter then the blur it causes, or Esc then the blur of the input going away, must not save twice or at all.
  const ativo = useRef(false);
  const numerico = typeof valor === 'number';
  const nome = t('edicao.editar', { campo: t(`campos.${campo}`), codigo });

  const fechar = () => {
    ativo.current = false;
    setRascunho(null);
    setErro(null);
  };

  const salvar = async () => {
    if (rascunho === null || !ativo.current) return;
    if (rascunho.trim() === paraEdicao(valor).trim()) return fechar();
    const novo = numerico ? (parseDecimal(rascunho) ?? rascunho) : rascunho;
    const checked = ZEapItemPatch.safeParse({ [campo]: novo });
    if (!checked.success) return setErro(checked.error.issues[0]?.message ?? null);
    ativo.current = false;
    setSalvando(true);
    try {
      await onSalvar(checked.data);
      fechar();
    } catch (e) {
      ativo.current = true;
      const noCampo = e instanceof ApiError ? e.fieldErrors.find((f) => f.campo === campo) : undefined;
      setErro(noCampo?.mensagem ?? (e instanceof Error ? e.message : String(e)));
    } finally {
      setSalvando(false);
    }
  };

  const teclas = (e: KeyboardEvent) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      void salvar();
    } else if (e.key === 'Escape') {
      e.preventDefault();
      fechar();
    }
  };

  if (rascunho !== null)
    return (
      <TextField
        autoFocus
        size="small"
        fullWidth
        value={rascunho}
        onChange={(e) => setRascunho(e.target.value)}
        onKeyDown={teclas}
        onBlur={() => void salvar()}
        error={!!erro}
        helperText={erro ?? (salvando ? t('edicao.salvando') : t('edicao.dica'))}
        slotProps={{
          htmlInput: {
            'aria-label': nome,
            readOnly: salvando,
            ...(numerico ? { inputMode: 'decimal' } : {}),
          },
        }}
      />
    );

  const abrir = () => {
    ativo.current = true;
    setRascunho(paraEdicao(valor));
  };
  return (
    <Box
      role={editavel ? 'button' : undefined}
      tabIndex={editavel ? 0 : undefined}
      aria-label={editavel ? nome : undefined}
      onClick={editavel ? abrir : undefined}
      onKeyDown={editavel ? (e) => e.key === 'Enter' && abrir() : undefined}
      sx={{
        minHeight: 32,
        px: 0.5,
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        justifyContent: numerico ? { md: 'flex-end' } : 'flex-start',
        borderRadius: 1,
        cursor: editavel ? 'text' : 'default',
        '&:hover, &:focus-visible': editavel ? { bgcolor: 'action.hover', outline: 'none' } : {},
      }}
    >
      {rotuloCurto && (
        <Typography variant="caption" color="text.secondary" sx={{ display: { md: 'none' } }}>
          {rotuloCurto}
        </Typography>
      )}
      <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}>
        {texto}
      </Typography>
    </Box>
  );
}
