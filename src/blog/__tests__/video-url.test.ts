import { parseVideoUrl, videoUrlProblem } from "../video-url";

describe("parseVideoUrl", () => {
  it.each([
    [
      "https://www.youtube.com/watch?v=Xq7pK2mNvB4&t=30s",
      "https://www.youtube-nocookie.com/embed/Xq7pK2mNvB4?autoplay=1&rel=0",
    ],
    ["https://youtu.be/Xq7pK2mNvB4?si=abc", "https://www.youtube-nocookie.com/embed/Xq7pK2mNvB4?autoplay=1&rel=0"],
    ["https://m.youtube.com/shorts/Xq7pK2mNvB4", "https://www.youtube-nocookie.com/embed/Xq7pK2mNvB4?autoplay=1&rel=0"],
    [
      "https://www.youtube-nocookie.com/embed/Xq7pK2mNvB4",
      "https://www.youtube-nocookie.com/embed/Xq7pK2mNvB4?autoplay=1&rel=0",
    ],
    ["https://vimeo.com/76979871", "https://player.vimeo.com/video/76979871?dnt=1&autoplay=1"],
    ["https://vimeo.com/76979871/ab12cd34ef", "https://player.vimeo.com/video/76979871?dnt=1&autoplay=1&h=ab12cd34ef"],
    [
      "https://player.vimeo.com/video/76979871?h=ab12cd34ef",
      "https://player.vimeo.com/video/76979871?dnt=1&autoplay=1&h=ab12cd34ef",
    ],
    [
      "https://meridian.wistia.com/medias/e4a27b971d",
      "https://fast.wistia.net/embed/iframe/e4a27b971d?autoPlay=true&doNotTrack=true",
    ],
    [
      "https://fast.wistia.net/embed/iframe/e4a27b971d",
      "https://fast.wistia.net/embed/iframe/e4a27b971d?autoPlay=true&doNotTrack=true",
    ],
  ])("accepts %s and plays it from %s", (url, embedUrl) => {
    expect(parseVideoUrl(url)?.embedUrl).toBe(embedUrl);
    expect(videoUrlProblem(url)).toBeUndefined();
  });

  it.each([
    "https://evil.example/watch?v=Xq7pK2mNvB4",
    "https://www.youtube.com.evil.example/watch?v=Xq7pK2mNvB4",
    "https://www.youtube.com/watch?v=too-short",
    "https://www.youtube.com/channel/UC123",
    "https://user:pass@www.youtube.com/watch?v=Xq7pK2mNvB4",
    "https://vimeo.com/about",
    "https://meridian.wistia.com/medias/UPPERCASE1",
    "javascript:alert(1)",
    "ftp://youtu.be/Xq7pK2mNvB4",
    "not a url",
  ])("refuses %s, naming the providers it accepts", (url) => {
    expect(parseVideoUrl(url)).toBeNull();
    expect(videoUrlProblem(url)).toMatch(/on YouTube, Vimeo or Wistia/);
  });

  it("leaves an empty field to the required rule", () => {
    expect(videoUrlProblem(undefined)).toBeUndefined();
    expect(videoUrlProblem("")).toBeUndefined();
  });
});
