type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject => typeof value === "object" && value !== null;
const nonEmptyString = (value: unknown): boolean => typeof value === "string" && value.trim().length > 0;

/**
 * What each schema.org type the site emits must carry for search engines to use it
 * (Google's required properties, plus name/url where rich results need them).
 * Each rule returns the problems it finds.
 */
const rules: Record<string, (item: JsonObject) => string[]> = {
  Organization: (item) => [
    ...(nonEmptyString(item.name) ? [] : ["name"]),
    ...(nonEmptyString(item.url) ? [] : ["url"]),
    ...(nonEmptyString(item.logo) || isObject(item.logo) ? [] : ["logo"]),
  ],
  Service: (item) => [
    ...(nonEmptyString(item.name) || nonEmptyString(item.serviceType) ? [] : ["name or serviceType"]),
    ...(isObject(item.provider) ? [] : ["provider"]),
    ...(nonEmptyString(item.description) ? [] : ["description"]),
  ],
  FAQPage: (item) => {
    const questions = Array.isArray(item.mainEntity) ? item.mainEntity : [];
    if (questions.length === 0) return ["mainEntity"];
    return questions.flatMap((question: unknown, index) => {
      if (!isObject(question) || question["@type"] !== "Question") return [`mainEntity[${index}] is not a Question`];
      const answer = question.acceptedAnswer;
      return [
        ...(nonEmptyString(question.name) ? [] : [`mainEntity[${index}].name`]),
        ...(isObject(answer) && answer["@type"] === "Answer" && nonEmptyString(answer.text)
          ? []
          : [`mainEntity[${index}].acceptedAnswer`]),
      ];
    });
  },
  BlogPosting: (item) => [
    ...(nonEmptyString(item.headline) ? [] : ["headline"]),
    ...(nonEmptyString(item.datePublished) && !Number.isNaN(Date.parse(String(item.datePublished)))
      ? []
      : ["datePublished"]),
    ...(isObject(item.author) || Array.isArray(item.author) ? [] : ["author"]),
    ...(nonEmptyString(item.image) || isObject(item.image) || Array.isArray(item.image) ? [] : ["image"]),
  ],
  BreadcrumbList: (item) => {
    const elements = Array.isArray(item.itemListElement) ? item.itemListElement : [];
    if (elements.length === 0) return ["itemListElement"];
    return elements.flatMap((element: unknown, index) =>
      isObject(element) &&
      element["@type"] === "ListItem" &&
      element.position === index + 1 &&
      nonEmptyString(element.name)
        ? []
        : [`itemListElement[${index}]`],
    );
  },
};

export const knownJsonLdTypes = Object.keys(rules);

/** Problems with one parsed JSON-LD block, or an unknown type. */
export function jsonLdProblems(block: unknown): string[] {
  if (!isObject(block)) return ["not an object"];
  if (block["@context"] !== "https://schema.org") return ["@context is not https://schema.org"];
  const type = String(block["@type"]);
  const rule = rules[type];
  if (!rule) return [`unexpected @type ${type}`];
  return rule(block).map((problem) => `${type}: missing or invalid ${problem}`);
}
