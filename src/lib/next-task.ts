/**
 * Resolves in a task of its own (a timer): what awaits it runs after the browser has had the chance to paint and
 * take input, so that one long piece of work becomes two shorter tasks.
 */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
