import { generalScriptFields } from "../../general-script/general-script-fields";
import { emptyGeneralScriptForm } from "../../general-script/general-script-options";
import { youtubeScriptFields } from "../../youtube-script/youtube-script-fields";
import { emptyYoutubeScriptForm } from "../../youtube-script/youtube-script-options";
import { isScriptFormComplete } from "../script-fields";

describe("isScriptFormComplete", () => {
  it("needs the YouTube topic, video type and duration, and nothing else", () => {
    const complete = { ...emptyYoutubeScriptForm, topic: "Onboarding", videoType: "tutorial", duration: "3-5" };
    expect(isScriptFormComplete(youtubeScriptFields, complete)).toBe(true);
    expect(isScriptFormComplete(youtubeScriptFields, { ...complete, topic: "   " })).toBe(false);
    expect(isScriptFormComplete(youtubeScriptFields, { ...complete, videoType: "" })).toBe(false);
    expect(isScriptFormComplete(youtubeScriptFields, { ...complete, duration: "" })).toBe(false);
  });

  it("needs the general title, script type and duration, and nothing else", () => {
    const complete = { ...emptyGeneralScriptForm, title: "Q3 update", scriptType: "sales", duration: "5-10" };
    expect(isScriptFormComplete(generalScriptFields, complete)).toBe(true);
    expect(isScriptFormComplete(generalScriptFields, { ...complete, title: "" })).toBe(false);
    expect(isScriptFormComplete(generalScriptFields, emptyGeneralScriptForm)).toBe(false);
  });

  it("names each field of the form once", () => {
    expect(youtubeScriptFields.map((field) => field.name).sort()).toEqual(Object.keys(emptyYoutubeScriptForm).sort());
    expect(generalScriptFields.map((field) => field.name).sort()).toEqual(Object.keys(emptyGeneralScriptForm).sort());
  });
});
