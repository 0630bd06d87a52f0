import { describeCore } from "./core-suite";

describeCore("chromium");
