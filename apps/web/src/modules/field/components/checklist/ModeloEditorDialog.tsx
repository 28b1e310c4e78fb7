import { Alert, Button, FormControlLabel, Switch, TextField } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { Controller, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ZChecklistModeloInput, type TChecklistModelo } from '@portal/domain';
import { FormDialog } from '../../../../components/FormDialog';
import { modeloDefaults, type ModeloForm } from './modelo-form';
import { ModeloSecaoCampos } from './ModeloSecaoCampos';

export interface ModeloEditorDialogProps {
  open: boolean;
  /** The template to edit, in its current version; none for a new one. */
  modelo?: TChecklistModelo;
  onClose: () => void;
  onSubmit: (values: ReturnType<typeof ZChecklistModeloInput.parse>) => Promise<void>;
}

/**
 * Creates or edits a template: its name, whether the client signs, whether it is active, and its sections with
 * their questions. Says beforehand whether saving changes the current version or makes the next one.
 */
export function ModeloEditorDialog({ open, modelo, onClose, onSubmit }: ModeloEditorDialogProps) {
  const { t } = useTranslation('checklist');
  const usados = modelo?.versoes.find((v) => v.versao === modelo.versaoAtual)?.preenchidos ?? 0;
  return (
    <FormDialog
      open={open}
      maxWidth="md"
      title={modelo ? t('editor.tituloEditar', { nome: modelo.nome }) : t('editor.tituloNovo')}
      schema={ZChecklistModeloInput}
      defaultValues={modeloDefaults(modelo)}
      submitLabel={modelo ? t('editor.salvar') : t('editor.criar')}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      {(form) => (
        <>
          {modelo && (
            <Alert severity={usados > 0 ? 'warning' : 'info'}>
              {t('editor.versaoAtual', { versao: modelo.versaoAtual })}{' '}
              {usados > 0
                ? t('editor.avisoUsado', {
                    count: usados,
                    versao: modelo.versaoAtual,
                    proxima: modelo.versaoAtual + 1,
                  })
                : t('editor.avisoLivre')}
            </Alert>
          )}
          <ModeloCampos form={form} />
        </>
      )}
    </FormDialog>
  );
}

function ModeloCampos({ form }: { form: ModeloForm }) {
  const { t } = useTranslation('checklist');
  const secoes = useFieldArray({ control: form.control, name: 'secoes', keyName: 'key' });
  const errors = form.formState.errors;
  return (
    <>
      <TextField
        label={t('editor.nome')}
        {...form.register('nome')}
        error={!!errors.nome}
        helperText={errors.nome?.message}
        fullWidth
        required
      />
      {(['assinaturaCliente', 'ativo'] as const).map((name) => (
        <Controller
          key={name}
          control={form.control}
          name={name}
          render={({ field }) => (
            <FormControlLabel
              control={<Switch checked={!!field.value} onChange={(e) => field.onChange(e.target.checked)} />}
              label={t(`editor.${name}`)}
            />
          )}
        />
      ))}
      {secoes.fields.map((field, index) => (
        <ModeloSecaoCampos
          key={field.key}
          form={form}
          index={index}
          total={secoes.fields.length}
          onRemove={() => secoes.remove(index)}
        />
      ))}
      {errors.secoes?.message && <Alert severity="error">{errors.secoes.message}</Alert>}
      <Button
        startIcon={<AddIcon />}
        variant="outlined"
        onClick={() =>
          secoes.append({ titulo: '', itens: [{ tipo: 'conformidade', texto: '', obrigatorio: true }] })
        }
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('editor.adicionarSecao')}
      </Button>
    </>
  );
}
