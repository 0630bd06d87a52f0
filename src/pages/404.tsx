import styled from "@emotion/styled";
import { type HeadFC, Link, type PageProps } from "gatsby";
import * as React from "react";

import { Seo } from "../components/seo/Seo";
import { colors, fontSizes, radii, space } from "../theme/tokens";

export default function NotFoundPage({ location }: PageProps): React.ReactElement {
  React.useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", location.pathname);
  }, [location.pathname]);

  return (
    <Wrapper>
      <Code>404</Code>
      <Message>Oops! Page not found</Message>
      <HomeLink to="/">Return to Home</HomeLink>
    </Wrapper>
  );
}

export const Head: HeadFC = () => (
  <Seo
    title="Page Not Found | Meridian"
    description="The page you are looking for does not exist or has been moved."
    pathname="/404"
    lang="en"
    noIndex
  />
);

const Wrapper = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  min-height: 60vh;
  padding: ${space[7]} ${space[4]};
  text-align: center;
`;

const Code = styled.h1`
  font-size: ${fontSizes["4xl"]};
`;

const Message = styled.p`
  color: ${colors.inkMuted};
  font-size: ${fontSizes.xl};
`;

const HomeLink = styled(Link)`
  padding: ${space[3]} ${space[5]};
  border-radius: ${radii.md};
  background: ${colors.brand};
  color: ${colors.paper};
  text-decoration: none;
`;
