import { checkEveryPageIn } from "../support/every-page";

checkEveryPageIn(["en"]);
