import { describeCore } from "./core-suite";

describeCore("webkit");
