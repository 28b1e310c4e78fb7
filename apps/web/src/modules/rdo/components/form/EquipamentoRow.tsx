import type { ChangeEvent } from 'react';
import { Box, TextField } from '@mui/material';
import { useFormContext, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { RdoFormValues } from './rdo-form.types';
import { RowCard } from './RowCard';
import { syncEquipamento, type EquipamentoCampo } from './sync-equipamento';
import { useFieldError } from './use-field-error';

const COUNTS: EquipamentoCampo[] = ['quantidade', 'operando', 'parado'];

/** An equipment line; idle = quantity − working is kept up to date while either is typed. */
export function EquipamentoRow({ index, onRemove }: { index: number; onRemove: () => void }) {
  const { t } = useTranslation('rdoEdicao');
  const { register, getValues, setValue } = useFormContext<RdoFormValues>();
  const { isSubmitted } = useFormState<RdoFormValues>({ name: `conteudo.equipamentos.${index}` });
  const base = `conteudo.equipamentos.${index}` as const;
  const err = useFieldError(base);

  const sync = (campo: EquipamentoCampo) => (event: ChangeEvent<HTMLInputElement>) => {
    const row = getValues(base);
    const next = syncEquipamento(row, campo, event.target.value);
    for (const other of COUNTS) {
      if (other !== campo && next[other] !== row[other])
        setValue(`${base}.${other}`, next[other], {
          shouldDirty: true,
          // Before the first submit, do not nag; after it, clear the "must add up" message as soon as it does.
          shouldValidate: isSubmitted,
        });
    }
  };

  return (
    <RowCard removeLabel={t('equipamentos.remover', { linha: index + 1 })} onRemove={onRemove}>
      <Box
        sx={{
          flex: 1,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: 'repeat(3, 1fr)', md: '3fr repeat(3, 110px)' },
          '& > .largo': { gridColumn: { xs: '1 / -1', md: 'auto' } },
        }}
      >
        <TextField
          className="largo"
          label={t('equipamentos.descricao')}
          required
          size="small"
          {...register(`${base}.descricao`)}
          {...err(`${base}.descricao`)}
        />
        {COUNTS.map((campo) => (
          <TextField
            key={campo}
            label={t(`equipamentos.${campo}`)}
            required
            size="small"
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
            {...register(`${base}.${campo}`, { onChange: sync(campo) })}
            {...err(`${base}.${campo}`)}
          />
        ))}
      </Box>
    </RowCard>
  );
}
