import { useId, useState, type FormEvent } from 'react';
import { LiteButton, LiteGroup, LiteStack, LiteText } from '../../../components/ui/lite';
import { FieldFrame, SelectField, TextField } from '../../../components/ui/plain';
import { downloadText } from '../../../lib/download';
import { usePersonas } from '../hooks/use-personas';
import {
  maxPersonaProfiles,
  parseProfileIds,
  personaFile,
  personaIdOf,
  personaNameSchema,
  readPersonaFile,
  withProfiles,
  type Persona,
} from '../model/personas';
import { deletePersona, savePersonas } from '../model/personas-store';
import classes from './audience-wall.module.css';

/*
 * The wall's personas (model/personas.ts, decision 0179): choosing one, adding profiles to it, exporting,
 * importing and deleting (PersonaControls), and saving the current sample as one (SaveAsPersona). Loaded once the
 * wall shows (audience-wall-page.tsx): none of it is the wall's first paint.
 */

export interface PersonaControlsProps {
  ws: string;
  /** The persona in the URL, if any. */
  persona: string | null;
  onChoose(persona: string | null): void;
}

export function PersonaControls({ ws, persona, onChoose }: PersonaControlsProps) {
  const personas = usePersonas(ws);
  const chosen = personas.find((entry) => entry.id === persona) ?? null;
  return (
    <LiteStack gap="sm">
      {personas.length === 0 ? (
        <LiteText size="sm">No persona yet: save a sample as one, or import a persona file below.</LiteText>
      ) : (
        <LiteGroup gap="sm" align="flex-end">
          <SelectField
            label="Persona"
            value={chosen?.id ?? ''}
            data={[
              ...(chosen ? [] : [{ value: '', label: 'Choose a persona' }]),
              ...personas.map((entry) => ({ value: entry.id, label: `${entry.name} (${entry.clientIds.length})` })),
            ]}
            onChange={(event) => onChoose(event.currentTarget.value || null)}
          />
          {chosen && (
            <>
              <LiteButton
                variant="default"
                onClick={() => downloadText(`persona-${chosen.id}.json`, personaFile([chosen]), 'application/json')}
              >
                Export
              </LiteButton>
              <LiteButton
                variant="default"
                onClick={() => {
                  deletePersona(ws, chosen.id);
                  onChoose(null);
                }}
              >
                Delete {chosen.name}
              </LiteButton>
            </>
          )}
        </LiteGroup>
      )}
      {chosen && <AddProfiles ws={ws} persona={chosen} />}
      <ImportPersonas ws={ws} onImported={(first) => onChoose(first)} />
    </LiteStack>
  );
}

function AddProfiles({ ws, persona }: { ws: string; persona: Persona }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const ids = parseProfileIds(text);
    const added = ids.ok ? withProfiles(persona, ids.ids) : ids;
    if (!added.ok) return setError(added.message);
    savePersonas(ws, [added.persona]);
    setText('');
    setError(null);
  };
  return (
    <form onSubmit={submit} className={classes.inlineForm} noValidate>
      <TextField
        label={`Add profiles to ${persona.name}`}
        description={`Profile ids, separated by commas; at most ${maxPersonaProfiles} in a persona.`}
        value={text}
        error={error}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      <LiteButton type="submit" variant="default">
        Add
      </LiteButton>
    </form>
  );
}

function ImportPersonas({ ws, onImported }: { ws: string; onImported(first: string): void }) {
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = readPersonaFile(text);
    if (!read.ok) return (setError(read.message), setDone(null));
    savePersonas(ws, read.personas);
    setText('');
    setError(null);
    setDone(`Imported ${read.personas.map((persona) => persona.name).join(', ')}.`);
    onImported((read.personas[0] as Persona).id);
  };
  return (
    <form onSubmit={submit} className={classes.inlineForm} noValidate>
      <FieldFrame id={id} label="Import personas (JSON)" error={error} description="Paste a file that Export gave.">
        <textarea
          id={id}
          className={classes.jsonField}
          rows={3}
          value={text}
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-description${error ? ` ${id}-error` : ''}`}
          onChange={(event) => setText(event.currentTarget.value)}
        />
      </FieldFrame>
      <LiteButton type="submit" variant="default">
        Import
      </LiteButton>
      {done && (
        <LiteText size="sm" role="status">
          {done}
        </LiteText>
      )}
    </form>
  );
}

export interface SaveAsPersonaProps {
  ws: string;
  clientIds: readonly number[];
  onSaved(persona: string): void;
}

/** Saves the sample's first 50 profiles as a persona, under a name. */
export function SaveAsPersona({ ws, clientIds, onSaved }: SaveAsPersonaProps) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = personaNameSchema.safeParse(name);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Give the persona a name');
    const persona = {
      id: personaIdOf(parsed.data),
      name: parsed.data,
      clientIds: clientIds.slice(0, maxPersonaProfiles),
    };
    savePersonas(ws, [persona]);
    setError(null);
    onSaved(persona.id);
  };
  return (
    <form onSubmit={submit} className={classes.inlineForm} noValidate>
      <TextField
        label="Save this sample as a persona"
        description={
          clientIds.length > maxPersonaProfiles
            ? `Its first ${maxPersonaProfiles} profiles, under this name.`
            : 'Its profiles, under this name.'
        }
        value={name}
        error={error}
        onChange={(event) => setName(event.currentTarget.value)}
      />
      <LiteButton type="submit" variant="default">
        Save as persona
      </LiteButton>
    </form>
  );
}
