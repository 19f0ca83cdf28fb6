// What other features may use of the simulator panel feature: nothing. The app loads the launcher lazily by deep
// path (simulator builds only) and the search route reads the control API's tracker keys by deep path.
export {};
