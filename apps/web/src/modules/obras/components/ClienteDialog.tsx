import { Box, Button, IconButton, TextField, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ZCreateClienteInput, formatCnpj, type TCliente } from '@portal/domain';
import { FormDialog } from '../../../components/FormDialog';
import type { ZodForm } from '../../../lib/use-zod-form';
import { useSaveCliente } from '../clientes.queries';

const optional = { setValueAs: (v: string) => (v?.trim() ? v.trim() : undefined) };

function Contatos({ form }: { form: ZodForm<typeof ZCreateClienteInput> }) {
  const { t } = useTranslation('obras');
  const contatos = useFieldArray({ control: form.control, name: 'contatos' });
  const errors = form.formState.errors;
  return (
    <>
      <Typography variant="subtitle2">{t('clientes.contatos')}</Typography>
      {contatos.fields.map((field, i) => (
        <Box
          key={field.id}
          sx={{
            display: 'grid',
            gap: 1,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr auto' },
            alignItems: 'start',
          }}
          role="group"
          aria-label={`${t('clientes.contato')} ${i + 1}`}
        >
          <TextField
            size="small"
            label={t('clientes.contatoNome')}
            {...form.register(`contatos.${i}.nome`)}
            error={!!errors.contatos?.[i]?.nome}
            helperText={errors.contatos?.[i]?.nome?.message}
          />
          <TextField
            size="small"
            label={t('clientes.contatoCargo')}
            {...form.register(`contatos.${i}.cargo`, optional)}
          />
          <Tooltip title={t('clientes.removerContato')}>
            <IconButton aria-label={t('clientes.removerContato')} onClick={() => contatos.remove(i)}>
              <DeleteIcon />
            </IconButton>
          </Tooltip>
          <TextField
            size="small"
            label={t('clientes.contatoEmail')}
            type="email"
            {...form.register(`contatos.${i}.email`, optional)}
            error={!!errors.contatos?.[i]?.email}
            helperText={errors.contatos?.[i]?.email?.message}
          />
          <TextField
            size="small"
            label={t('clientes.contatoTelefone')}
            {...form.register(`contatos.${i}.telefone`, optional)}
          />
        </Box>
      ))}
      <Button
        startIcon={<AddIcon />}
        onClick={() => contatos.append({ nome: '' })}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('clientes.adicionarContato')}
      </Button>
    </>
  );
}

/** Creates or edits a client company: name, CNPJ (check digits validated as typed) and its contacts. */
export function ClienteDialog({
  open,
  cliente,
  onClose,
  onSaved,
}: {
  open: boolean;
  cliente?: TCliente;
  onClose: () => void;
  onSaved: (c: TCliente) => void;
}) {
  const { t } = useTranslation('obras');
  const save = useSaveCliente();
  return (
    <FormDialog
      open={open}
      title={cliente ? t('clientes.editar') : t('clientes.novo')}
      schema={ZCreateClienteInput}
      defaultValues={{
        nome: cliente?.nome ?? '',
        cnpj: cliente ? formatCnpj(cliente.cnpj) : '',
        contatos: cliente?.contatos ?? [],
      }}
      submitLabel={t('clientes.salvar')}
      fields={['nome', 'cnpj']}
      onClose={onClose}
      onSubmit={async (values) => onSaved(await save.mutateAsync({ id: cliente?.id, body: values }))}
    >
      {(form) => (
        <>
          <TextField
            label={t('clientes.nome')}
            autoFocus
            {...form.register('nome')}
            error={!!form.formState.errors.nome}
            helperText={form.formState.errors.nome?.message}
            required
          />
          <TextField
            label={t('clientes.cnpj')}
            placeholder={t('clientes.cnpjExemplo')}
            {...form.register('cnpj')}
            error={!!form.formState.errors.cnpj}
            helperText={form.formState.errors.cnpj?.message}
            required
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <Contatos form={form} />
        </>
      )}
    </FormDialog>
  );
}
