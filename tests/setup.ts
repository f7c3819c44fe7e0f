// Vitest setup shared by every jsdom suite.
export {};
