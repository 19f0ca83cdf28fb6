// The audience wall's parts that load once it shows (audience-wall-page.tsx), as one module: one request.
export { SlotMatrix } from './slot-matrix';
export { ChosenSample } from './wall-chosen-sample';
export { PersonaControls, SaveAsPersona } from './wall-personas';
export { WallLocalFollower } from './wall-local-follower';
