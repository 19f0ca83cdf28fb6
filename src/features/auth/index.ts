// What other features may use of the auth feature: nothing today. The app's routes import the guards and the
// sign-in page by their own paths (which keeps lazy route chunks small); the sign-out and the token answer
// that workspaces shares with auth live in src/lib (sign-out.ts, consumer-token.ts).
export {};
