import { Box, Button, Chip, IconButton, Paper, Stack, TextField, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatDecimal } from '@portal/domain';
import { parseDecimal } from '../../../rdo/parse-decimal';
import type { DiarioFormValues } from './diario-form';
import { SectionCard } from '../../../../components/SectionCard';
import { useErro } from './use-erro';

/** A line of a list (a person, a machine): its fields, and its remove button at the end. */
export function LinhaLista({
  removeLabel,
  onRemove,
  children,
}: {
  removeLabel: string;
  onRemove: () => void;
  children: React.ReactNode;
}) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, md: 1 } }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: { xs: 'flex-start', md: 'center' } }}>
        <Box
          sx={{
            flex: 1,
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { xs: '2fr 1fr', md: '3fr 2fr 110px' },
            '& > .largo': { gridColumn: { xs: '1 / -1', md: 'auto' } },
          }}
        >
          {children}
        </Box>
        <Tooltip title={removeLabel}>
          <IconButton aria-label={removeLabel} onClick={onRemove} edge="end">
            <DeleteIcon />
          </IconButton>
        </Tooltip>
      </Stack>
    </Paper>
  );
}

function PessoaLinha({ index, onRemove }: { index: number; onRemove: () => void }) {
  const { t } = useTranslation('diarioOs');
  const { register } = useFormContext<DiarioFormValues>();
  const base = `equipe.${index}` as const;
  const err = useErro(base);
  return (
    <LinhaLista removeLabel={t('equipe.remover', { linha: index + 1 })} onRemove={onRemove}>
      <TextField
        className="largo"
        label={t('equipe.nome')}
        size="small"
        required
        {...register(`${base}.nome`)}
        {...err(`${base}.nome`)}
      />
      <TextField
        label={t('equipe.funcao')}
        size="small"
        {...register(`${base}.funcao`)}
        {...err(`${base}.funcao`)}
      />
      <TextField
        label={t('equipe.horas')}
        size="small"
        slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
        {...register(`${base}.horas`)}
        {...err(`${base}.horas`)}
      />
    </LinhaLista>
  );
}

/** The day's team, started from the previous log's: people with their hours, and the man-hours they add up to. */
export function DiarioEquipeCampos() {
  const { t } = useTranslation('diarioOs');
  const { control } = useFormContext<DiarioFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'equipe' });
  const pessoas = useWatch({ control, name: 'equipe' });
  const horasHomem = pessoas.reduce((sum, p) => sum + (parseDecimal(p.horas) ?? 0), 0);
  return (
    <SectionCard
      id="diario-os-equipe"
      title={t('equipe.titulo')}
      aside={
        <Stack direction="row" spacing={1} aria-live="polite">
          <Chip size="small" label={t('equipe.pessoas', { count: pessoas.length })} />
          <Chip
            size="small"
            color="primary"
            label={t('equipe.horasHomem', { valor: formatDecimal(horasHomem, 2) })}
          />
        </Stack>
      }
    >
      <Stack spacing={1.5}>
        {fields.length === 0 && <Typography color="text.secondary">{t('equipe.vazio')}</Typography>}
        {fields.map((field, index) => (
          <PessoaLinha key={field.id} index={index} onRemove={() => remove(index)} />
        ))}
        <Button
          startIcon={<AddIcon />}
          sx={{ alignSelf: 'flex-start' }}
          onClick={() => append({ nome: '', funcao: '', horas: '' })}
        >
          {t('equipe.adicionar')}
        </Button>
      </Stack>
    </SectionCard>
  );
}
