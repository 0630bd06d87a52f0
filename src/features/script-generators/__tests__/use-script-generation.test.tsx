import { act, renderHook } from "@testing-library/react";

import { generationDelayMs, generationReducer, initialGeneration, useScriptGeneration } from "../use-script-generation";

const script = { text: "SCRIPT: One", fileName: "script-one.txt" };

describe("generationReducer", () => {
  it("goes idle → generating → ready, keeping the old script while a new one is generated", () => {
    const generating = generationReducer(initialGeneration, { type: "start" });
    expect(generating).toEqual({ generating: true, script: null });
    const ready = generationReducer(generating, { type: "finish", script });
    expect(ready).toEqual({ generating: false, script });
    expect(generationReducer(ready, { type: "start" })).toEqual({ generating: true, script });
  });
});

describe("useScriptGeneration", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("shows the script only after two seconds, then calls back once", () => {
    const onGenerated = jest.fn();
    const { result } = renderHook(() => useScriptGeneration(onGenerated));
    act(() => result.current.generate(script));
    expect(result.current.generating).toBe(true);
    act(() => jest.advanceTimersByTime(generationDelayMs - 1));
    expect(result.current).toMatchObject({ generating: true, script: null });
    expect(onGenerated).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toMatchObject({ generating: false, script });
    expect(onGenerated).toHaveBeenCalledTimes(1);
  });

  it("ignores a second request while one is running", () => {
    const onGenerated = jest.fn();
    const { result } = renderHook(() => useScriptGeneration(onGenerated));
    act(() => result.current.generate(script));
    act(() => result.current.generate({ text: "SCRIPT: Two", fileName: "script-two.txt" }));
    act(() => jest.advanceTimersByTime(generationDelayMs * 2));
    expect(result.current.script).toEqual(script);
    expect(onGenerated).toHaveBeenCalledTimes(1);
  });

  it("cancels the pending run on unmount", () => {
    const onGenerated = jest.fn();
    const { result, unmount } = renderHook(() => useScriptGeneration(onGenerated));
    act(() => result.current.generate(script));
    unmount();
    act(() => jest.advanceTimersByTime(generationDelayMs));
    expect(onGenerated).not.toHaveBeenCalled();
  });
});
