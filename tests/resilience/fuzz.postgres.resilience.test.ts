import { fuzzTheApiOn } from "./fuzz";

fuzzTheApiOn("postgres");
