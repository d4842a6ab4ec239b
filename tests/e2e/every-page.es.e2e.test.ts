import { checkEveryPageIn } from "../support/every-page";

checkEveryPageIn(["es"]);
