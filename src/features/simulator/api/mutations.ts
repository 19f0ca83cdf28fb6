import { mutationOptions, useMutation } from '@tanstack/react-query';
import { resetSimulator, setConfig, type SimulatorConfig } from './control';
import { simulatorKeys } from './keys';

/** New fault and timing settings; the settings shown are read again. */
export const applySimulatorConfigMutation = () =>
  mutationOptions({
    mutationFn: (config: Partial<SimulatorConfig>) => setConfig(config),
    onSuccess: (_answer, _config, _onMutateResult, { client }) =>
      client.invalidateQueries({ queryKey: simulatorKeys.config() }),
  });

/** All data back to the seed: everything read from the simulator is read again. */
export const resetSimulatorMutation = () =>
  mutationOptions({
    mutationFn: () => resetSimulator(),
    onSuccess: (_answer, _variables, _onMutateResult, { client }) =>
      client.invalidateQueries({ queryKey: simulatorKeys.all }),
  });

export const useApplySimulatorConfig = () => useMutation(applySimulatorConfigMutation());
export const useResetSimulator = () => useMutation(resetSimulatorMutation());
