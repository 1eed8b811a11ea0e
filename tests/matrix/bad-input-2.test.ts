import { badInputRun } from "./bad-input";

// Part 2 of the bad-input run (`bad-input.ts`).
badInputRun(1);
