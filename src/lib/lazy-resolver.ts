import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { $ZodType } from 'zod/v4/core';

/**
 * A react-hook-form resolver whose zod schema loads when the form is first validated, not with the page:
 * for the sign-in page, whose budget cannot carry zod up front. `preload` starts the load early (call it on
 * the first keystroke) so submitting never waits for it.
 */
export function lazyZodResolver<T extends FieldValues>(
  load: () => Promise<$ZodType<T, T>>,
): { resolver: Resolver<T>; preload: () => void } {
  let schema: Promise<$ZodType<T, T>> | null = null;
  const preload = () => {
    schema ??= load();
  };
  const resolver: Resolver<T> = async (values, context, options) => {
    preload();
    return zodResolver(await schema!)(values, context, options) as ReturnType<Resolver<T>>;
  };
  return { resolver, preload };
}
