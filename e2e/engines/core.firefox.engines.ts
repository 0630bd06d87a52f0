import { describeCore } from "./core-suite";

describeCore("firefox");
