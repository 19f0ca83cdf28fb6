// What other features may use of the workspaces feature: entering a workspace, which the sign-in uses to take
// a person back into the workspace they were in when their session expired.
export { enterWorkspace } from './api/enter-workspace';
