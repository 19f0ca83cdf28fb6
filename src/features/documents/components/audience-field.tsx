import { LiteButton, LiteGroup, LiteStack, LiteText } from '../../../components/ui/lite';
import { MultiSelect, Radio, Textarea } from '../../../components/ui/mantine';
import { useQuery } from '@tanstack/react-query';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { segmentsQuery } from '../api/catalog';
import { queryExample, querySyntax } from '../model/document-rules';
import type { EditorValues } from '../model/editor-form';

/**
 * Who sees the document: everybody, the profiles of some segments, or those an analytics query selects. A query
 * says how it is written, offers an example while it is empty, and is checked as typed (decision 0150).
 */
export function AudienceField({ workspaceGuid, disabled }: { workspaceGuid: string; disabled?: boolean }) {
  const { control, formState, setValue, setFocus } = useFormContext<EditorValues>();
  const [targetType, query] = useWatch({ control, name: ['audience.targetType', 'audience.query'] });
  const segments = useQuery({ ...segmentsQuery(workspaceGuid), enabled: targetType === 'SEGMENT' });
  const typeError = formState.errors.audience?.targetType?.message;

  return (
    <LiteStack gap="xs">
      <Controller
        control={control}
        name="audience.targetType"
        render={({ field }) => (
          <Radio.Group
            label="Audience"
            description={
              targetType === '' ? 'Not set yet: the document reaches nobody until an audience is chosen.' : undefined
            }
            value={field.value}
            onChange={(value) => field.onChange(value)}
            error={typeError}
          >
            <LiteGroup mt={6}>
              <Radio value="ALL" label="Everyone (ALL)" disabled={disabled} />
              <Radio value="SEGMENT" label="Segments" disabled={disabled} />
              <Radio value="QUERY" label="Query" disabled={disabled} />
            </LiteGroup>
          </Radio.Group>
        )}
      />
      {targetType === 'SEGMENT' && (
        <Controller
          control={control}
          name="audience.segments"
          render={({ field, fieldState }) => (
            <MultiSelect
              label="Segments"
              description={
                segments.isError
                  ? 'The segments could not be loaded.'
                  : 'Profiles in any of these segments see the document.'
              }
              placeholder={segments.isPending ? 'Loading segments…' : 'Search segments'}
              searchable
              clearable
              nothingFoundMessage="No segment matches"
              data={(segments.data ?? []).map((segment) => ({
                value: segment.id,
                label: `${segment.name}${segment.size != null ? ` (${segment.size.toLocaleString()})` : ''}`,
              }))}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldState.error?.message}
              disabled={disabled}
              renderOption={({ option }) => {
                const segment = segments.data?.find((candidate) => candidate.id === option.value);
                return (
                  <div>
                    <LiteText size="sm">{option.label}</LiteText>
                    {segment?.rule && (
                      <LiteText size="xs" c="dimmed">
                        {segment.rule}
                      </LiteText>
                    )}
                  </div>
                );
              }}
            />
          )}
        />
      )}
      {targetType === 'QUERY' && (
        <Controller
          control={control}
          name="audience.query"
          render={({ field, fieldState }) => (
            <Textarea
              {...field}
              label="Query"
              description={querySyntax}
              autosize
              minRows={2}
              error={fieldState.error?.message}
              disabled={disabled}
              spellCheck={false}
            />
          )}
        />
      )}
      {/* Offered only while the box is empty: an example never replaces what was typed. */}
      {targetType === 'QUERY' && query.trim() === '' && !disabled && (
        <LiteButton
          size="xs"
          variant="default"
          style={{ alignSelf: 'flex-start' }}
          onClick={() => {
            setValue('audience.query', queryExample, { shouldDirty: true, shouldValidate: true });
            setFocus('audience.query');
          }}
        >
          Insert example
        </LiteButton>
      )}
    </LiteStack>
  );
}
