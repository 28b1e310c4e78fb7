import type { ReactNode } from 'react';
import { Button, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TMoveOption } from '@portal/domain';

const CONTAINED = new Set<TMoveOption['tone']>(['primary', 'success']);

/**
 * The moves the API offers this user on a record now (`movimentos`), as buttons in the life cycle's order. The
 * module decides what each click opens (a signature, a reason); the API checks the move again when it is made.
 * A move the user may make only as someone's substitute says so.
 */
export function MoveActionButtons({
  movimentos,
  onMove,
  pending,
  icons = {},
}: {
  movimentos: readonly TMoveOption[];
  onMove: (move: TMoveOption) => void;
  /** The move being sent, drawn as loading. */
  pending?: string | null;
  icons?: Partial<Record<string, ReactNode>>;
}) {
  const { t } = useTranslation();
  return movimentos.map((m) => {
    const button = (
      <Button
        key={m.movimento}
        variant={CONTAINED.has(m.tone) ? 'contained' : 'outlined'}
        color={m.tone}
        startIcon={icons[m.movimento]}
        onClick={() => onMove(m)}
        loading={pending === m.movimento}
        data-movimento={m.movimento}
      >
        {m.label}
      </Button>
    );
    return m.substituindo ? (
      <Tooltip key={m.movimento} title={t('workflow.comoSubstituto', { nome: m.substituindo })}>
        {button}
      </Tooltip>
    ) : (
      button
    );
  });
}
