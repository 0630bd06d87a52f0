import styled from "@emotion/styled";
import { graphql } from "gatsby";
import * as React from "react";

import { sizes, space } from "../../theme/tokens";
import { StaticIsland } from "../static/StaticIsland";

export const proseArticleFragment = graphql`
  fragment ProseArticle on ProseDocument {
    sections {
      heading
      paragraphs
      list
    }
  }
`;

/** Sections of headed paragraphs and lists from a ProseDocument (legal pages, the strategy article); static text. */
export function ProseArticle({ sections }: { sections: Queries.ProseArticleFragment["sections"] }): React.ReactElement {
  return (
    <StaticIsland root={Article} kind="legal-text">
      {sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.list ? (
            <ul>
              {section.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </StaticIsland>
  );
}

const Article = styled.div`
  max-width: ${sizes.prose};
  margin: 0 auto;
  padding: 0 ${space[4]} ${space[6]};
  section {
    margin-bottom: ${space[5]};
  }
`;
