// What other features may use of the documents feature: nothing yet. The app imports its route modules' parts
// by deep path (that keeps each lazy route chunk small); add here only what another feature needs.
export {};
