export * from './prng';
export * from './workspaces';
export * from './users';
export * from './profile-accounts';
export * from './profiles';
