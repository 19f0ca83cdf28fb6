import { LiteButton, LiteGroup, LiteStack, LiteText, LiteTitle } from '../../../components/ui/lite';
import { FieldFrame, SelectField, TextField, describedBy } from '../../../components/ui/plain';
import { useId, useState, type FormEvent } from 'react';
import type { ParameterSpec } from '../../search';
import type { Suite, Variant } from '../model/suite';
import { draftOf, variantFromDraft, variantParameters, type VariantDraft } from '../model/variant-edit';
import { textAreaStyle } from './text-area-style';

const fieldId = (formId: string, name: string) => `${formId}-${name.replace(/\W/g, '-')}`;

const choices = (spec: ParameterSpec) =>
  spec.kind === 'boolean'
    ? ['true', 'false']
    : spec.kind === 'enum' && !spec.freeOptions
      ? [...(spec.options ?? [])]
      : null;

interface ParameterInputProps {
  id: string;
  spec: ParameterSpec;
  text: string;
  error?: string;
  onChange: (text: string) => void;
}

/** One parameter, as its kind needs: a choice, a list one item a line, or text; its problem at the field. */
function ParameterInput({ id, spec, text, error, onChange }: ParameterInputProps) {
  const options = choices(spec);
  if (options)
    return (
      <SelectField
        id={id}
        label={spec.label}
        description={spec.help}
        data={[{ value: '', label: 'not sent' }, ...options.map((value) => ({ value, label: value }))]}
        value={text}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    );
  if (spec.kind === 'list' || spec.kind === 'numberList' || spec.kind === 'json') {
    const hint = spec.kind === 'json' ? spec.help : `${spec.help} One a line.`;
    return (
      <FieldFrame id={id} label={spec.label} description={hint} error={error}>
        <textarea
          id={id}
          rows={2}
          value={text}
          placeholder={spec.placeholder}
          onChange={(event) => onChange(event.currentTarget.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          style={{ ...textAreaStyle, minHeight: 56 }}
        />
      </FieldFrame>
    );
  }
  return (
    <TextField
      id={id}
      label={spec.label}
      description={spec.help}
      placeholder={spec.placeholder}
      value={text}
      error={error}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}

interface VariantFormProps {
  suite: Suite;
  variant?: Variant;
  onSave: (variant: Variant) => Promise<void>;
  onCancel: () => void;
}

/**
 * A variant's name and the playground's parameters, each added from the playground's own list. Saving runs the
 * run engine's check, so a variant that could not run is not saved: each problem is said at its field.
 */
function VariantForm({ suite, variant, onSave, onCancel }: VariantFormProps) {
  const formId = useId();
  const [draft, setDraft] = useState<VariantDraft>(() => draftOf(variant));
  const [adding, setAdding] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const used = new Set(draft.values.map(([name]) => name));
  const setValue = (name: string, text: string) =>
    setDraft({ ...draft, values: draft.values.map((entry) => (entry[0] === name ? [name, text] : entry)) });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = variantFromDraft(suite, draft, variant?.id ?? crypto.randomUUID());
    if (!result.ok) {
      setErrors(result.errors);
      const first = Object.keys(result.errors)[0]!;
      document.getElementById(first === 'name' ? `${formId}-name` : fieldId(formId, first))?.focus();
      return;
    }
    setErrors({});
    await onSave(result.variant);
  };
  const title = variant ? `Edit ${variant.name}` : 'New variant';
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={title}>
      <LiteStack gap="sm">
        <LiteTitle order={4} size="h5">
          {title}
        </LiteTitle>
        <TextField
          id={`${formId}-name`}
          label="Variant name"
          value={draft.name}
          error={errors.name}
          onChange={(event) => setDraft({ ...draft, name: event.currentTarget.value })}
        />
        {draft.values.map(([name, text]) => {
          const spec = variantParameters.find((candidate) => candidate.name === name);
          if (!spec) return null;
          return (
            <LiteGroup key={name} gap="xs" align="flex-end" wrap="nowrap">
              <div style={{ flex: 1, minWidth: 0 }}>
                <ParameterInput
                  id={fieldId(formId, name)}
                  spec={spec}
                  text={text}
                  error={errors[name]}
                  onChange={(next) => setValue(name, next)}
                />
              </div>
              <LiteButton
                variant="subtle"
                size="compact-sm"
                onClick={() => setDraft({ ...draft, values: draft.values.filter((entry) => entry[0] !== name) })}
              >
                Remove {spec.label}
              </LiteButton>
            </LiteGroup>
          );
        })}
        <LiteGroup gap="xs" align="flex-end">
          <SelectField
            label="Parameter to set"
            data={[
              { value: '', label: 'Choose a parameter' },
              ...variantParameters
                .filter((spec) => !used.has(spec.name))
                .map((spec) => ({ value: spec.name, label: spec.label })),
            ]}
            value={adding}
            onChange={(event) => setAdding(event.currentTarget.value)}
          />
          <LiteButton
            variant="default"
            disabled={!adding}
            onClick={() => {
              setDraft({ ...draft, values: [...draft.values, [adding, '']] });
              setAdding('');
            }}
          >
            Add parameter
          </LiteButton>
        </LiteGroup>
        <LiteGroup gap="sm">
          <LiteButton type="submit">Save variant</LiteButton>
          <LiteButton variant="default" onClick={onCancel}>
            Cancel
          </LiteButton>
        </LiteGroup>
      </LiteStack>
    </form>
  );
}

const summary = (variant: Variant) => {
  const names = Object.keys(variant.params);
  return names.length ? names.map((name) => `${name}: ${String(variant.params[name])}`).join(' · ') : 'no parameter';
};

interface VariantEditorProps {
  suite: Suite;
  /** Saves the suite with the new or changed variant (the store's putSuite). */
  onSave: (variant: Variant) => Promise<void>;
}

/** A suite's variants: the first is the baseline every run is compared with; each one editable, more added. */
export function VariantEditor({ suite, onSave }: VariantEditorProps) {
  const [editing, setEditing] = useState<string | null>(null);
  const save = async (variant: Variant) => {
    await onSave(variant);
    setEditing(null);
  };
  return (
    <LiteStack gap="sm">
      <ul style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 8 }} aria-label="Variants">
        {suite.variants.map((variant, i) => (
          <li key={variant.id}>
            {editing === variant.id ? (
              <VariantForm suite={suite} variant={variant} onSave={save} onCancel={() => setEditing(null)} />
            ) : (
              <LiteGroup gap="sm" wrap="wrap">
                <LiteText fw={600}>
                  {variant.name}
                  {i === 0 ? ' (baseline)' : ''}
                </LiteText>
                <LiteText size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {summary(variant)}
                </LiteText>
                <LiteButton variant="default" size="compact-sm" onClick={() => setEditing(variant.id)}>
                  Edit {variant.name}
                </LiteButton>
              </LiteGroup>
            )}
          </li>
        ))}
      </ul>
      {editing === 'new' ? (
        <VariantForm suite={suite} onSave={save} onCancel={() => setEditing(null)} />
      ) : (
        <LiteGroup>
          <LiteButton variant="default" onClick={() => setEditing('new')}>
            Add a variant
          </LiteButton>
        </LiteGroup>
      )}
    </LiteStack>
  );
}
