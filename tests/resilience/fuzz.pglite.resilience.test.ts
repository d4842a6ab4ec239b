import { fuzzTheApiOn } from "./fuzz";

fuzzTheApiOn("pglite");
