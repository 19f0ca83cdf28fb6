import { Accordion, Badge, NativeSelect } from '../../../components/ui/mantine';
import { LiteGroup, LitePaper, LiteStack, LiteText } from '../../../components/ui/lite';
import { useEffect, useState } from 'react';
import {
  appliesTo,
  parameterByName,
  parameterGroups,
  parameterSpecs,
  sortParameters,
  type ParameterGroup,
  type ParameterValues,
} from '../model/parameters';
import type { PlaygroundState, Side } from '../model/playground-state';
import { ParameterField } from './parameter-field';
import { parameterFieldId } from './parameter-field-id';
import { SegmentedControl } from '../../../components/segmented-control';

export interface ParameterPanelProps {
  state: PlaygroundState;
  side: Side;
  onSideChange: (side: Side) => void;
  values: ParameterValues;
  errors: Record<string, string>;
  onChange: (name: string, value: string | readonly string[] | undefined) => void;
  onMethodChange: (method: 'GET' | 'POST') => void;
  /** Attributes of the index (from facets and items), offered where an attribute is asked for. */
  attributes: readonly string[];
  /** A field a 400 named (and when): its group opens and the field takes focus. */
  focus: { field: string; at: number } | null;
}

const attributeParameters = new Set(['facets', 'sortBy', 'displayAttributes', 'distinctFilter.attribute']);

/** Every parameter of the current operation, grouped, each with its help text. */
export function ParameterPanel({
  state,
  side,
  onSideChange,
  values,
  errors,
  onChange,
  onMethodChange,
  attributes,
  focus,
}: ParameterPanelProps) {
  const [open, setOpen] = useState<string[]>(['query', 'filters']);
  const visible = parameterSpecs.filter((spec) => spec.inPanel !== false && appliesTo(spec, state.tab, state.explain));
  const errorGroups = new Set(Object.keys(errors).flatMap((name) => parameterByName.get(name)?.group ?? []));

  // A new 400: open the group of the field it names (while rendering, so the field exists), then focus it.
  const [focused, setFocused] = useState<ParameterPanelProps['focus']>(null);
  if (focus !== focused) {
    setFocused(focus);
    const group = focus ? parameterByName.get(focus.field)?.group : undefined;
    if (group && !open.includes(group)) setOpen([...open, group]);
  }
  useEffect(() => {
    if (!focus) return;
    // After the accordion's opening transition: a collapsed field cannot take focus.
    const timer = setTimeout(() => document.getElementById(parameterFieldId(focus.field))?.focus(), 250);
    return () => clearTimeout(timer);
  }, [focus]);

  const sorted = sortParameters.some((name) => values[name] !== undefined);

  return (
    <LitePaper withBorder radius="md" p="xs" component="section" aria-labelledby="search-parameters-title">
      <LiteStack gap="xs">
        <LiteGroup justify="space-between">
          <LiteText fw={700} id="search-parameters-title">
            Parameters
          </LiteText>
          {state.compare && (
            <SegmentedControl
              size="xs"
              aria-label="Parameter set being edited"
              value={side}
              onChange={(value) => onSideChange(value as Side)}
              data={[
                { value: 'a', label: 'Edit A' },
                { value: 'b', label: 'Edit B' },
              ]}
            />
          )}
        </LiteGroup>
        {state.compare && side === 'b' && (
          <LiteText size="xs" c="dimmed">
            B starts as a copy of A; what you change here is B&apos;s difference (marked). Choose &ldquo;not sent&rdquo;
            or empty a field to leave it out of B.
          </LiteText>
        )}
        {sorted && (
          <LiteText size="xs" c="dimmed">
            A sort is set: boosting, elastic filters and rule promotion are off for this search.
          </LiteText>
        )}
        <Accordion multiple value={open} onChange={setOpen} variant="contained" chevronPosition="left">
          {parameterGroups.map((group) => {
            const specs = visible.filter((spec) => spec.group === group.id);
            const isAdvanced = group.id === ('advanced' satisfies ParameterGroup);
            if (specs.length === 0 && !isAdvanced) return null;
            const setCount = specs.filter((spec) => values[spec.name] !== undefined).length;
            return (
              <Accordion.Item key={group.id} value={group.id}>
                <Accordion.Control>
                  <LiteGroup gap={6} wrap="nowrap">
                    <LiteText size="sm" fw={500}>
                      {group.label}
                    </LiteText>
                    {setCount > 0 && (
                      <Badge size="xs" variant="light">
                        {setCount}
                      </Badge>
                    )}
                    {errorGroups.has(group.id) && (
                      <Badge size="xs" color="red" variant="filled">
                        error
                      </Badge>
                    )}
                  </LiteGroup>
                </Accordion.Control>
                <Accordion.Panel>
                  <LiteStack gap="xs">
                    {isAdvanced && (
                      <NativeSelect
                        size="xs"
                        label="Method"
                        description={
                          state.tab === 'visual'
                            ? 'Visual search: an uploaded image is sent as a multipart POST, an image URL as a GET.'
                            : 'GET sends the parameters in the URL; POST sends a JSON body (custom filtered facets always need POST).'
                        }
                        disabled={state.tab === 'visual'}
                        data={['GET', 'POST']}
                        value={state.method}
                        onChange={(event) => onMethodChange(event.currentTarget.value === 'POST' ? 'POST' : 'GET')}
                      />
                    )}
                    {specs.map((spec) => {
                      const differs = state.compare && side === 'b' && state.b[spec.name] !== undefined;
                      return (
                        <ParameterField
                          key={spec.name}
                          spec={spec}
                          value={values[spec.name]}
                          onChange={(value) => onChange(spec.name, value)}
                          error={errors[spec.name]}
                          suggestions={
                            attributeParameters.has(spec.name)
                              ? spec.name === 'facets'
                                ? ['*', 'auto', ...attributes]
                                : attributes
                              : undefined
                          }
                          marker={
                            differs ? (
                              <Badge size="xs" color="grape" variant="light" component="span">
                                B
                              </Badge>
                            ) : undefined
                          }
                        />
                      );
                    })}
                  </LiteStack>
                </Accordion.Panel>
              </Accordion.Item>
            );
          })}
        </Accordion>
      </LiteStack>
    </LitePaper>
  );
}
