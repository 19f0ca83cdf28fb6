// What other features may use of the events feature: nothing today. The app's routes import its pages and
// query options by their own paths, which keeps lazy route chunks small.
export {};
