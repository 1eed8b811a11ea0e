import { badInputRun } from "./bad-input";

// Part 1 of the bad-input run (`bad-input.ts`).
badInputRun(0);
